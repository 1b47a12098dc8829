import { useState } from 'react';
import { Card, DatePicker, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TapReportRow } from '@store/shared/api/activities-admin';
import { useTapReport } from './use-activities.ts';

type Total = { key: string; kind: TapReportRow['kind']; name: string; taps: number };

/** Each activity's and ad's taps over the whole period, most tapped first. */
function totalsOf(rows: TapReportRow[]): Total[] {
  const totals = new Map<string, Total>();
  for (const r of rows) {
    const key = `${r.kind}:${r.target_id}`;
    const total = totals.get(key) ?? { key, kind: r.kind, name: r.name, taps: 0 };
    total.taps += r.taps;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => b.taps - a.taps);
}

const KIND = { activity: ['red', '活动'], ad: ['blue', '广告'] } as const;

/** 营销 → 活动点击报表: visits and clicks per activity and per ad, by the store's day (POST /api/activity/tap). */
export function ActivityTapsPage() {
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const report = useTapReport(range?.[0].format('YYYY-MM-DD'), range?.[1].format('YYYY-MM-DD'));
  const rows = report.data?.rows ?? [];
  return (
    <Card
      title="活动点击报表"
      extra={
        <Space>
          <span>{report.data ? `${report.data.from} 至 ${report.data.to}` : ''}</span>
          <DatePicker.RangePicker
            aria-label="统计日期"
            value={range}
            onChange={(value) => setRange(value && value[0] && value[1] ? [value[0], value[1]] : null)}
          />
        </Space>
      }
    >
      <h3 className="activity-taps__heading">合计</h3>
      <Table<Total>
        rowKey="key"
        size="small"
        pagination={false}
        loading={report.isFetching}
        dataSource={totalsOf(rows)}
        locale={{ emptyText: '该期间暂无点击' }}
        columns={[
          {
            title: '类型',
            dataIndex: 'kind',
            render: (k: Total['kind']) => <Tag color={KIND[k][0]}>{KIND[k][1]}</Tag>,
          },
          { title: '名称', dataIndex: 'name' },
          { title: '点击数', dataIndex: 'taps', align: 'right' },
        ]}
      />
      <h3 className="activity-taps__heading">按天</h3>
      <Table<TapReportRow>
        rowKey={(r) => `${r.day}:${r.kind}:${r.target_id}`}
        size="small"
        loading={report.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        locale={{ emptyText: '该期间暂无点击' }}
        columns={[
          { title: '日期', dataIndex: 'day' },
          {
            title: '类型',
            dataIndex: 'kind',
            render: (k: TapReportRow['kind']) => <Tag color={KIND[k][0]}>{KIND[k][1]}</Tag>,
          },
          { title: '名称', dataIndex: 'name' },
          { title: '点击数', dataIndex: 'taps', align: 'right' },
          { title: '访客数', dataIndex: 'visitors', align: 'right' },
          { title: '其中采购商', dataIndex: 'buyers', align: 'right' },
        ]}
      />
    </Card>
  );
}
