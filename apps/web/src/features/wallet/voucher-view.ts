import { bestOfferFor, type RechargeOffer } from '@store/shared/api/vouchers';
import { formatYuan } from '@store/shared/rules/money';

/** The tabs of 我的现金券 in the server's status numbers, labelled with their counts. */
export const VOUCHER_TABS = [
  { status: 0, label: '可使用' },
  { status: 1, label: '已用完' },
  { status: 2, label: '已过期' },
] as const;

export const tabLabel = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label}(${count})`;

/** The tab in the address (?status=1); anything else is the usable tab. */
export function statusOf(params: URLSearchParams): 0 | 1 | 2 {
  const status = Number(params.get('status'));
  return status === 1 || status === 2 ? status : 0;
}

/** '充5000送100': an offer as a short badge; whole yuan without decimals. */
export function offerBadge(offer: Pick<RechargeOffer, 'threshold' | 'bonus'>): string {
  const short = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2));
  return `充${short(offer.threshold)}送${short(offer.bonus)}`;
}

/**
 * What the typed amount earns: the offer it hits (the one the server will apply), or how much more reaches the
 * nearest offer above it; '' without offers or a readable amount.
 */
export function offerHint(offers: RechargeOffer[], typed: string | undefined): string {
  if (offers.length === 0) return '';
  const amount = Number(String(typed ?? '').trim());
  if (!typed?.trim() || !Number.isFinite(amount) || amount <= 0) return '';
  const hit = bestOfferFor(offers, amount);
  const next = offers
    .filter((o) => o.threshold > amount && (!hit || o.bonus > hit.bonus))
    .sort((a, b) => a.threshold - b.threshold)[0];
  const parts: string[] = [];
  if (hit) parts.push(`到账后赠送购物金 ${formatYuan(hit.bonus)}（${hit.validity_days}天有效）`);
  if (next)
    parts.push(`再充 ${formatYuan(Math.round((next.threshold - amount) * 100) / 100)} 可得 ${formatYuan(next.bonus)}`);
  return parts.join('，');
}
