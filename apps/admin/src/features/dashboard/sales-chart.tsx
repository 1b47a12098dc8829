import { useEffect, useRef } from 'react';
import { theme } from 'antd';
// The core and only the parts this chart draws: all of echarts is twice this chunk (1.1 MB against 0.55 MB).
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { DashboardDay } from '@store/shared/api/dashboard';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const yuan = (value: number) =>
  `¥${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * 近 30 天: orders placed per day as bars (left axis), GMV paid per day as a line (right axis). Loaded
 * lazily by the dashboard, so no other screen downloads echarts. SVG: 30 points draw light, and crisp.
 */
export default function SalesChart({ days }: { days: DashboardDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    const chart = echarts.init(box.current!, undefined, { renderer: 'svg' });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(box.current!);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, []);

  useEffect(() => {
    const chart = echarts.getInstanceByDom(box.current!);
    chart?.setOption({
      color: [token.colorPrimary, token.colorWarning],
      textStyle: { fontFamily: token.fontFamily },
      grid: { left: 48, right: 88, top: 40, bottom: 32 },
      legend: { data: ['订单数', '成交额'], top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: days.map((day) => day.date.slice(5)),
        axisTick: { alignWithLabel: true },
      },
      yAxis: [
        { type: 'value', name: '订单数', minInterval: 1 },
        { type: 'value', name: '成交额（元）', splitLine: { show: false } },
      ],
      series: [
        {
          name: '订单数',
          type: 'bar',
          barMaxWidth: 18,
          tooltip: { valueFormatter: (value: unknown) => `${String(value)} 单` },
          data: days.map((day) => day.orders),
        },
        {
          name: '成交额',
          type: 'line',
          yAxisIndex: 1,
          // Straight segments: a smoothed line overshoots below zero between a busy day and empty ones.
          symbolSize: 6,
          tooltip: { valueFormatter: (value: unknown) => yuan(Number(value)) },
          data: days.map((day) => day.gmv),
        },
      ],
    });
  }, [days, token]);

  return <div ref={box} className="dashboard-chart" role="img" aria-label="近 30 天订单数与成交额" />;
}
