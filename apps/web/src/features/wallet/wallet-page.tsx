import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatYuan } from '@store/shared/rules/money';
import { useCashback } from '../../api/use-cashback.ts';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { useCashCoupons } from '../../api/use-vouchers.ts';
import { useCouponNum, useUserMoney } from '../../api/use-wallet.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { paths } from '../../routing/paths.ts';
import './wallet.css';
import './wallet-hub.css';

/**
 * /wdqb 我的钱包: what the buyer holds in each part of the wallet — balance, points, coupons, cash vouchers —
 * each leading to its own page, and this month's cashback progress. Every figure is the server's.
 */
export function WalletPage() {
  const money = useUserMoney().data;
  const user = useUserBase().data;
  const coupons = useCouponNum().data;
  const vouchers = useCashCoupons(0, 1).data;
  const cashback = useCashback().data?.activities[0];
  return (
    <AccountShell title="我的钱包">
      <div className="wallet-tiles" data-testid="wallet-tiles">
        <Tile
          label="账户余额（元）"
          value={money ? formatYuan(money.balance) : '—'}
          to={paths.balance}
          action="充值 / 明细"
        />
        <Tile label="积分" value={isLoggedIn(user) ? String(user.points) : '—'} to={paths.points} action="积分明细" />
        <Tile
          label="可用优惠券（张）"
          value={coupons ? String(coupons.total) : '—'}
          to={paths.coupons}
          action="查看优惠券"
        >
          <Link to={paths.couponCentre}>去领券中心</Link>
        </Tile>
        <Tile
          label="可用购物金（元）"
          value={vouchers ? formatYuan(vouchers.usable_amount) : '—'}
          to={paths.vouchers}
          action="查看现金券"
        />
      </div>
      {cashback && (
        <Link className="wallet-cashback" to={paths.cashback} data-testid="wallet-cashback">
          <b>{cashback.name}</b>
          <span>
            本月已累计实付 {formatYuan(cashback.counted)}
            {cashback.next
              ? `，再采购 ${formatYuan(cashback.next.gap)} 可享 ${cashback.next.rate}% 返现`
              : '，已达最高返现档位'}
          </span>
          <span className="wallet-cashback__more">查看满额返 ›</span>
        </Link>
      )}
    </AccountShell>
  );
}

function Tile({
  label,
  value,
  to,
  action,
  children,
}: {
  label: string;
  value: string;
  to: string;
  action: string;
  children?: ReactNode;
}) {
  return (
    <section className="wallet-tile" aria-label={label}>
      <span className="wallet-tile__label">{label}</span>
      <b className="wallet-tile__value">{value}</b>
      <span className="wallet-tile__links">
        <Link to={to}>{action}</Link>
        {children}
      </span>
    </section>
  );
}
