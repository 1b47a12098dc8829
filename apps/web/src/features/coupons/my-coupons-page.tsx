import { Button, Empty, Pagination, Segmented, Spin, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { UserCouponRow } from '@store/shared/api/coupons';
import { formatDate } from '@store/shared/rules/store-time';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { paths } from '../../routing/paths.ts';
import { CouponCard } from './coupon-card.tsx';
import { PAGE_SIZE, useMyCoupons } from './use-coupons.ts';
import './coupons.css';

const TYPES = [
  { value: 0, label: '全部' },
  { value: 1, label: '满减券' },
  { value: 3, label: '折扣券' },
  { value: 2, label: '运费券' },
];
const STAMPS: Record<number, string> = { 1: '已使用', 2: '已过期' };

/**
 * /wdqb_yhq (/yhq) 我的优惠券: tabs 未使用 / 已使用 / 已过期 with their counts, a type filter, the coupons as
 * cards; an unused one leads to the goods list to use it. Status, type and page live in the address.
 */
export function MyCouponsPage() {
  const [params, setParams] = useSearchParams();
  const status = Number(params.get('status')) || 0;
  const type = Number(params.get('type')) || 0;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMyCoupons({ status, ...(type ? { type } : {}), page });
  const go = (next: { status?: number; type?: number; page?: number }) => {
    const merged = { status, type, page: 1, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged))
      if (value && !(key === 'page' && value === 1)) search.set(key, String(value));
    setParams(search);
  };
  const counts = list.data?.counts;
  const tab = (key: number, label: string, n?: number) => ({ key: String(key), label: `${label}(${n ?? 0})` });

  return (
    <AccountShell title="我的优惠券" extra={<Link to={paths.couponCentre}>去领券中心 ›</Link>}>
      <div className="coupon-filters">
        <Tabs
          activeKey={String(status)}
          onChange={(key) => go({ status: Number(key) })}
          items={[tab(0, '未使用', counts?.unused), tab(1, '已使用', counts?.used), tab(2, '已过期', counts?.expired)]}
        />
        <Segmented<number>
          aria-label="优惠券类型"
          value={type}
          options={TYPES}
          onChange={(value) => go({ type: value })}
        />
      </div>
      <Spin spinning={list.isFetching && !list.data}>
        {list.data && list.data.data.length === 0 ? (
          <Empty description={status === 0 ? '暂无可用的优惠券' : '暂无优惠券'}>
            {status === 0 && (
              <Link to={paths.couponCentre}>
                <Button type="primary">去领券中心</Button>
              </Link>
            )}
          </Empty>
        ) : (
          <div className="coupon-grid" data-testid="my-coupons">
            {list.data?.data.map((c) => (
              <MyCoupon key={c.id} coupon={c} />
            ))}
          </div>
        )}
      </Spin>
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <div className="coupon-pager">
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data?.total ?? 0}
            showSizeChanger={false}
            onChange={(next) => go({ page: next })}
          />
        </div>
      )}
    </AccountShell>
  );
}

function MyCoupon({ coupon }: { coupon: UserCouponRow }) {
  const validity = `${formatDate(coupon.starts_at)} 至 ${formatDate(coupon.expires_at - 1)}`;
  return (
    <CouponCard face={coupon} validity={validity} muted={coupon.status !== 0} testId="my-coupon">
      {coupon.status === 0 ? (
        <>
          <span className="coupon-card__stamp">
            {startsLater(coupon) ? `${formatDate(coupon.starts_at)}起可用` : ''}
          </span>
          <Link to={coupon.scope_text === '全场通用' ? paths.cart : paths.goodsList}>
            <Button type="primary" size="small" ghost>
              去使用
            </Button>
          </Link>
        </>
      ) : (
        <span className="coupon-card__stamp">
          {STAMPS[coupon.status]}
          {coupon.order_id ? (
            <>
              {' · '}
              <Link to={paths.order(coupon.order_id)}>查看订单</Link>
            </>
          ) : null}
        </span>
      )}
    </CouponCard>
  );
}

const startsLater = (c: UserCouponRow) => c.starts_at * 1000 > Date.now();
