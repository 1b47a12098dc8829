import { useState } from 'react';
import { Alert, App, Button, Card, Space, Statistic, Table, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { MAX_BULK_SHIP_ROWS, type BulkShipReport, type BulkShipRow } from '@store/shared/api/admin-orders';
import { Link } from 'react-router';
import { useBulkShip } from './use-orders.ts';
import './orders.css';

const TEMPLATE = '\uFEFF订单号,物流公司,运单号\r\n';

/**
 * 批量发货 (orders.ship): a CSV of order number, carrier and tracking number; each order ships on its own
 * with its batches first-expiry-first-out, and the report says row by row what shipped and why not.
 */
export function BulkShipPage() {
  const { message } = App.useApp();
  const upload = useBulkShip();
  const [report, setReport] = useState<BulkShipReport | null>(null);
  const [problem, setProblem] = useState('');
  const send = (file: File) => {
    setProblem('');
    upload.mutate(file, {
      onSuccess: (result) => {
        setReport(result);
        void message.success(`已发货 ${result.shipped} 单，未发货 ${result.failed} 单`);
      },
      onError: (error) => {
        setReport(null);
        setProblem(error.message);
      },
    });
    return false;
  };

  return (
    <div className="orders-page">
      <div className="orders-page__head">
        <Typography.Title level={3}>批量发货</Typography.Title>
        <Link to="/orders?tab=pending_shipment">返回待发货订单</Link>
      </div>
      <Card>
        <Typography.Paragraph>
          上传 CSV 文件（UTF-8 或 Excel 另存的 GBK 均可），表头三列：<Tag>订单号</Tag>
          <Tag>物流公司</Tag>
          <Tag>运单号</Tag>，每次最多 {MAX_BULK_SHIP_ROWS}{' '}
          单。每个订单单独发货，按批次管理的商品按近效期先出自动分配批次； 某一单不能发货不影响其他订单。
        </Typography.Paragraph>
        <Space>
          <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={send} maxCount={1}>
            <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending}>
              选择 CSV 并发货
            </Button>
          </Upload>
          <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`} download="批量发货模板.csv">
            下载模板
          </a>
        </Space>
        {problem && <Alert type="error" showIcon title={problem} className="bulk-ship__problem" />}
      </Card>
      {report && (
        <Card title="发货结果" data-testid="bulk-ship-report">
          <Space size={48} className="bulk-ship__figures">
            <Statistic title="已发货" value={report.shipped} suffix="单" />
            <Statistic title="未发货" value={report.failed} suffix="单" />
          </Space>
          <Table<BulkShipRow>
            rowKey="line"
            size="small"
            pagination={false}
            dataSource={report.rows}
            rowClassName={(row) => (row.shipped ? '' : 'bulk-ship__failed')}
            columns={[
              { title: '行', dataIndex: 'line', width: 60 },
              { title: '订单号', dataIndex: 'order_no' },
              { title: '物流公司', dataIndex: 'carrier' },
              { title: '运单号', dataIndex: 'tracking_no' },
              {
                title: '结果',
                key: 'result',
                render: (_, row) => (
                  <Tag color={row.shipped ? 'green' : 'red'}>{row.shipped ? '已发货' : '未发货'}</Tag>
                ),
              },
              { title: '说明', dataIndex: 'message' },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
