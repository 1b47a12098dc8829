import { Button, Empty, Pagination, Progress, Spin, Tooltip } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { CentreRow } from '@store/shared/api/coupons';
import { paths } from '../../routing/paths.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';
import { CouponCard } from './coupon-card.tsx';
import { PAGE_SIZE, useCouponCentre, useReceiveCoupon } from './use-coupons.ts';
import './coupons.css';

/**
 * /lqzx 领券中心: the coupons on offer with what is left of each; 立即领取, or 已领取 once the buyer holds
 * the limit, 已抢光 when none is left. The server decides every claim (quantity, limit, who may claim).
 */
export function CouponCentrePage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const centre = useCouponCentre(page);
  return (
    <div className="container coupon-centre">
      <div className="coupon-centre__banner">
        <h1>领券中心</h1>
        <p>
          先领券，再下单；领到的优惠券在{' '}
          <Link to={paths.coupons} className="coupon-centre__mine">
            我的优惠券
          </Link>{' '}
          查看，结算时自动选用最优惠的一张。
        </p>
      </div>
      <Spin spinning={centre.isFetching && !centre.data}>
        {centre.data && centre.data.data.length === 0 ? (
          <Empty description="暂无可领取的优惠券" />
        ) : (
          <div className="coupon-grid" data-testid="coupon-centre">
            {centre.data?.data.map((row) => (
              <CentreCoupon key={row.id} row={row} />
            ))}
          </div>
        )}
      </Spin>
      {(centre.data?.total ?? 0) > PAGE_SIZE && (
        <div className="coupon-pager">
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={centre.data?.total ?? 0}
            showSizeChanger={false}
            onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </div>
      )}
    </div>
  );
}

function CentreCoupon({ row }: { row: CentreRow }) {
  const receive = useReceiveCoupon();
  const { message } = useFeedback();
  const label = ['立即领取', '已领取', '已抢光', '不可领取'][row.state] ?? '立即领取';
  const button = (
    <Button
      type="primary"
      size="small"
      disabled={row.state !== 0}
      loading={receive.isPending}
      onClick={() => receive.mutate(row.id, { onSuccess: () => void message.success('领取成功') })}
    >
      {label}
    </Button>
  );
  return (
    <CouponCard face={row} validity={row.validity_text} muted={row.state === 2} testId="centre-coupon">
      <span className="coupon-remaining">
        {row.remaining_percent === null ? (
          '数量充足'
        ) : (
          <>
            <Progress
              percent={row.remaining_percent}
              size="small"
              showInfo={false}
              strokeColor="var(--ant-color-primary)"
            />
            剩余 {row.remaining_percent}%
          </>
        )}
        {row.per_user_limit > 1 && ` · 每人限领${row.per_user_limit}张`}
      </span>
      {row.state === 3 ? <Tooltip title={row.refusal}>{button}</Tooltip> : button}
    </CouponCard>
  );
}
