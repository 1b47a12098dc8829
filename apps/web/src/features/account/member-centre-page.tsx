import { useEffect } from 'react';
import { Alert, Button, Descriptions, List, Spin, Tag } from 'antd';
import { Link } from 'react-router';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { useMessages } from './use-messages.ts';
import { useOrderCounts } from '../../api/use-orders.ts';
import { useCouponNum, useUserMoney } from '../../api/use-wallet.ts';
import { formatYuan } from '@store/shared/rules/money';
import { ORDER_STATUS_TEXT, OrderStatus } from '@store/shared/orders';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { formatTime } from '@store/shared/rules/store-time';
import { paths } from '../../routing/paths.ts';
import './account.css';

const ORDER_TABS = [
  {
    status: String(OrderStatus.PENDING_PAYMENT),
    label: ORDER_STATUS_TEXT[OrderStatus.PENDING_PAYMENT],
    key: 'pending_payment',
  },
  {
    status: String(OrderStatus.PENDING_SHIPMENT),
    label: ORDER_STATUS_TEXT[OrderStatus.PENDING_SHIPMENT],
    key: 'pending_shipment',
  },
  { status: String(OrderStatus.SHIPPED), label: ORDER_STATUS_TEXT[OrderStatus.SHIPPED], key: 'shipped' },
  { status: String(OrderStatus.COMPLETED), label: ORDER_STATUS_TEXT[OrderStatus.COMPLETED], key: 'completed' },
  { status: 'after_sales', label: '退货/售后', key: 'after_sales' },
] as const;

/** /user_hyzx: company, rank, licence state, wallet figures, order counts, account manager and the latest messages. */
export function MemberCentrePage() {
  const base = useUserBase();
  const messages = useMessages(1, 5);
  const counts = useOrderCounts().data;
  const money = useUserMoney().data;
  const coupons = useCouponNum().data;
  const { refetch } = base;
  // The header does not load the base info here (spec §4): the page itself loads it fresh.
  useEffect(() => {
    void refetch({ cancelRefetch: false });
  }, [refetch]);
  const user = isLoggedIn(base.data) ? base.data : null;

  return (
    <AccountShell title="会员中心">
      {!user ? (
        <Spin />
      ) : (
        <>
          <div className="member-summary">
            <div className="member-summary__company">
              <h3>{user.company}</h3>
              <p>
                会员等级：<Tag color="gold">{user.rank || '普通会员'}</Tag>
              </p>
              <p>
                资质状态：
                {user.is_passed ? <Tag color="success">已审核</Tag> : <Tag color="warning">未通过审核</Tag>}
                {!user.is_passed && <Link to={paths.qualifications}>去上传资质</Link>}
              </p>
            </div>
            <Link className="member-summary__stat member-balance" to={paths.balance}>
              <b>{money ? formatYuan(money.balance) : '—'}</b>账户余额
            </Link>
            <Link className="member-summary__stat member-coupons" to={paths.coupons}>
              <b>{coupons?.total ?? '—'}</b>优惠券
            </Link>
            <Link className="member-summary__stat member-points" to={paths.points}>
              <b>{user.points}</b>我的积分
            </Link>
            <div className="member-summary__stat">
              <b>{user.message_count}</b>未读消息
            </div>
          </div>
          {!user.is_passed && (
            <Alert
              type="warning"
              showIcon
              title="资质审核通过后才能查看价格和下单"
              action={
                <Link to={paths.qualifications}>
                  <Button size="small">上传资质</Button>
                </Link>
              }
            />
          )}
          <section className="member-section">
            <h3>
              我的订单 <Link to={paths.orders}>查看全部订单</Link>
            </h3>
            <div className="member-orders">
              {ORDER_TABS.map((tab) => (
                <Link key={tab.key} to={paths.ordersIn(tab.status)} data-count={tab.key}>
                  <b>{counts?.[tab.key] ?? 0}</b>
                  {tab.label}
                </Link>
              ))}
            </div>
          </section>
          <section className="member-section">
            <h3>{user.admin.is_default ? '客服专员' : '专属客户经理'}</h3>
            <Descriptions size="small" bordered column={2}>
              <Descriptions.Item label="姓名">{user.admin.name}</Descriptions.Item>
              <Descriptions.Item label="电话">{user.admin.phone}</Descriptions.Item>
            </Descriptions>
          </section>
          <section className="member-section">
            <h3>
              最新消息 <Link to={paths.messages}>查看全部</Link>
            </h3>
            <List
              size="small"
              bordered
              loading={messages.isLoading}
              dataSource={messages.data?.data ?? []}
              locale={{ emptyText: '暂无消息' }}
              renderItem={(m) => (
                <List.Item
                  className={m.is_read ? 'message-item' : 'message-item is-unread'}
                  extra={<span className="message-item__time">{formatTime(m.created_at)}</span>}
                >
                  <Link to={paths.messages} className="message-item__title">
                    {!m.is_read && <span className="message-item__dot" />}
                    {m.title}
                  </Link>
                </List.Item>
              )}
            />
          </section>
        </>
      )}
    </AccountShell>
  );
}
