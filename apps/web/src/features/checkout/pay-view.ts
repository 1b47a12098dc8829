/**
 * What the pay pages (/cart/step3/{id}, /cart/hm, /cart/step4) show for a GET /api/order/{id}/pay answer.
 * Amounts are compared in fen: yuan floats must not decide whether a balance is enough.
 */
import type { PayBody, PayInfo } from '@store/shared/api/checkout';
import { OrderStatus, PAY_METHOD_TEXT, PayMethod } from '@store/shared/orders';
import { formatYuan, yuanToFen } from '@store/shared/rules/money';
import { countdown } from '@store/shared/rules/time';

/** One choice on the pay page: the balance, a bank transfer, or one online gateway (`gateway` its code). */
export type PayMethodView = {
  key: string;
  method: PayBody['method'];
  gateway?: string;
  label: string;
  enabled: boolean;
  hint: string;
};

export type PayState = 'pending' | 'paid' | 'cancelled' | 'expired';

export function payStateOf(info: Pick<PayInfo, 'status' | 'expires_at'>, nowMs: number = Date.now()): PayState {
  if (info.status === OrderStatus.CANCELLED) return 'cancelled';
  if (info.status !== OrderStatus.PENDING_PAYMENT) return 'paid';
  // The server sweeps unpaid orders a moment after expiry; the page must not offer payment meanwhile.
  return countdown(info.expires_at, nowMs).expired ? 'expired' : 'pending';
}

/** Balance, bank transfer and one choice per configured gateway, and whether each can be chosen now. */
export function payMethodsOf(info: PayInfo): PayMethodView[] {
  const shortFen = yuanToFen(info.payable_amount) - yuanToFen(info.balance);
  const online: PayMethodView[] =
    info.gateways.length > 0
      ? info.gateways.map((g) => ({
          key: `${PayMethod.ONLINE}:${g.code}`,
          method: PayMethod.ONLINE,
          gateway: g.code,
          label: g.name,
          enabled: true,
          hint: '在线支付，付款后自动确认',
        }))
      : [
          {
            key: PayMethod.ONLINE,
            method: PayMethod.ONLINE,
            label: PAY_METHOD_TEXT[PayMethod.ONLINE],
            enabled: false,
            hint: '暂无可用的在线支付方式',
          },
        ];
  return [
    {
      key: PayMethod.BALANCE,
      method: PayMethod.BALANCE,
      label: PAY_METHOD_TEXT[PayMethod.BALANCE],
      enabled: shortFen <= 0,
      hint:
        shortFen <= 0
          ? `可用余额 ${formatYuan(info.balance)}`
          : `可用余额 ${formatYuan(info.balance)}，余额不足，还差 ${formatYuan(shortFen / 100)}`,
    },
    {
      key: PayMethod.TRANSFER,
      method: PayMethod.TRANSFER,
      label: PAY_METHOD_TEXT[PayMethod.TRANSFER],
      enabled: true,
      hint: '向本站对公账户转账，到账确认后发货',
    },
    ...online,
  ];
}

/** The choice preselected on the pay page: the balance when it suffices, else the first one open. */
export function defaultMethodOf(methods: PayMethodView[]): PayMethodView | null {
  return methods.find((m) => m.enabled) ?? null;
}

/** '29分05秒' / '1小时02分05秒' — the time left to pay, in words (also read by screen readers). */
export function timeLeftText(end: number, nowMs: number = Date.now()): string {
  const left = countdown(end, nowMs);
  if (left.expired) return '已超时';
  const hours = left.days * 24 + left.hours;
  const mm = String(left.minutes).padStart(2, '0');
  const ss = String(left.seconds).padStart(2, '0');
  return hours > 0 ? `${hours}小时${mm}分${ss}秒` : `${left.minutes}分${ss}秒`;
}
