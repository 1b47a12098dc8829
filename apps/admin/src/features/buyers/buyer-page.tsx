import { Card, Descriptions, Result, Space, Table, Tag, Typography } from 'antd';
import type { BuyerDetail } from '@store/shared/api/buyers';
import { formatTime } from '@store/shared/rules/store-time';
import { Link, useParams } from 'react-router';
import { BuyerActions } from './buyer-actions.tsx';
import { BuyerScopeCard } from './buyer-scope-card.tsx';
import { BuyerPoints } from './buyer-points.tsx';
import { companyTypeText, REVIEW_COLOURS, reviewText } from './buyer-words.ts';
import { useBuyer } from './use-buyers.ts';
import './buyers.css';

type Licence = BuyerDetail['licences'][number];
const LICENCE_STATUS: Record<Licence['status'], { text: string; color: string }> = {
  pending: { text: '待审核', color: 'orange' },
  approved: { text: '已通过', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
};
const yuan = (value: number) => `¥${value.toFixed(2)}`;

/** 采购商档案 (buyers.view): the company, its licences and scope, stores, addresses, orders, wallet and points. */
export function BuyerPage() {
  const buyer = useBuyer(Number(useParams().id));
  if (buyer.error) return <Result status="warning" title={buyer.error.message} />;
  const b = buyer.data;
  return (
    <div className="buyer-page">
      <Typography.Title level={3}>
        {b ? b.company || b.username : '采购商档案'}{' '}
        {b && <Tag color={REVIEW_COLOURS[b.review]}>{reviewText(b.review)}</Tag>}
        {b?.disabled ? <Tag color="red">已停用</Tag> : null}
      </Typography.Title>
      <Card loading={buyer.isLoading}>
        {b && (
          <Space direction="vertical" size="large" className="buyer-page__body">
            <BuyerActions buyer={b} />
            <Descriptions size="small" column={3} bordered>
              <Descriptions.Item label="账号">{b.username}</Descriptions.Item>
              <Descriptions.Item label="单位类型">{companyTypeText(b.company_type)}</Descriptions.Item>
              <Descriptions.Item label="注册时间">{formatTime(b.created_at)}</Descriptions.Item>
              <Descriptions.Item label="联系人">{b.name || '—'}</Descriptions.Item>
              <Descriptions.Item label="手机">{b.mobile || '—'}</Descriptions.Item>
              <Descriptions.Item label="电话">{b.phone || '—'}</Descriptions.Item>
              <Descriptions.Item label="地区">{b.region || '—'}</Descriptions.Item>
              <Descriptions.Item label="地址" span={2}>
                {b.address || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="客户经理">
                {b.manager ? `${b.manager.name} ${b.manager.phone}` : '未分配'}
              </Descriptions.Item>
              <Descriptions.Item label="账户余额">{yuan(b.wallet.balance)}</Descriptions.Item>
              <Descriptions.Item label="积分">{b.points}</Descriptions.Item>
            </Descriptions>
            <BuyerScopeCard key={JSON.stringify(b.scope)} buyer={b} />
            <Card title="证照" size="small">
              <Table<Licence>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={b.licences}
                locale={{ emptyText: '尚未上传证照' }}
                columns={[
                  { title: '证照', dataIndex: 'type_name' },
                  { title: '证号', dataIndex: 'number' },
                  { title: '有效期至', dataIndex: 'valid_to', render: (to: string | null) => to ?? '长期' },
                  {
                    title: '状态',
                    dataIndex: 'status',
                    render: (status: Licence['status'], row) => (
                      <>
                        <Tag color={LICENCE_STATUS[status].color}>{LICENCE_STATUS[status].text}</Tag>
                        {row.reject_reason && <Typography.Text type="secondary">{row.reject_reason}</Typography.Text>}
                      </>
                    ),
                  },
                ]}
              />
            </Card>
            <BuyerOrders buyer={b} />
            <BuyerWallet buyer={b} />
            <BuyerPoints buyerId={b.id} points={b.points} />
            <Card title="门店与收货地址" size="small">
              {b.stores.length > 0 && (
                <Typography.Paragraph>
                  同公司门店：
                  {b.stores.map((s) => (
                    <Link key={s.id} to={`/buyers/${s.id}`} className="buyer-page__store">
                      {s.company || s.username}
                    </Link>
                  ))}
                </Typography.Paragraph>
              )}
              <Table
                rowKey={(a) => `${a.consignee}${a.detail}`}
                size="small"
                pagination={false}
                dataSource={b.addresses}
                locale={{ emptyText: '暂无收货地址' }}
                columns={[
                  { title: '收货人', dataIndex: 'consignee' },
                  { title: '手机', dataIndex: 'mobile' },
                  { title: '地区', dataIndex: 'region' },
                  { title: '详细地址', dataIndex: 'detail' },
                  { title: '', dataIndex: 'is_default', render: (d: number) => (d ? <Tag>默认</Tag> : null) },
                ]}
              />
            </Card>
          </Space>
        )}
      </Card>
    </div>
  );
}

function BuyerOrders({ buyer }: { buyer: BuyerDetail }) {
  return (
    <Card title={`订单（共 ${buyer.orders.count} 笔，实付合计 ${yuan(buyer.orders.total)}）`} size="small">
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={buyer.orders.recent}
        locale={{ emptyText: '暂无订单' }}
        columns={[
          {
            title: '订单号',
            dataIndex: 'order_no',
            render: (no: string, row) => <Link to={`/orders/${row.id}`}>{no}</Link>,
          },
          { title: '状态', dataIndex: 'status_text' },
          { title: '应付', dataIndex: 'amount', align: 'right', render: yuan },
          { title: '下单时间', dataIndex: 'created_at', render: (at: number) => formatTime(at) },
        ]}
      />
    </Card>
  );
}

const MONEY_TYPES: Record<string, string> = { recharge: '充值', pay: '支付', refund: '退款', adjust: '调整' };

function BuyerWallet({ buyer }: { buyer: BuyerDetail }) {
  return (
    <Card title={`余额明细（当前 ${yuan(buyer.wallet.balance)}，最近 10 条）`} size="small">
      <Table
        rowKey={(row) => `${row.created_at}-${row.balance_after}-${row.amount}`}
        size="small"
        pagination={false}
        dataSource={buyer.wallet.recent}
        locale={{ emptyText: '暂无余额变动' }}
        columns={[
          { title: '类型', dataIndex: 'type', render: (type: string) => MONEY_TYPES[type] ?? type },
          { title: '金额', dataIndex: 'amount', align: 'right', render: yuan },
          { title: '变动后余额', dataIndex: 'balance_after', align: 'right', render: yuan },
          { title: '备注', dataIndex: 'remark' },
          { title: '时间', dataIndex: 'created_at', render: (at: number) => formatTime(at) },
        ]}
      />
    </Card>
  );
}
