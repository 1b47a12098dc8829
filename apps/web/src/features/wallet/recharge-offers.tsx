import { Tag } from 'antd';
import { useRechargeOffers } from '../../api/use-vouchers.ts';
import { offerBadge, offerHint } from './voucher-view.ts';

/**
 * 充值优惠 in the recharge form: the offers running now ('充5000送100'), the one the typed amount hits and what
 * the next one needs. The server applies the same best offer when the recharge is credited; nothing when none.
 */
export function RechargeOffers({ amount }: { amount: string | undefined }) {
  const offers = useRechargeOffers().data ?? [];
  if (offers.length === 0) return null;
  const hint = offerHint(offers, amount);
  return (
    <div className="recharge-offers" aria-label="充值优惠">
      <div className="recharge-offers__list">
        <span className="recharge-offers__label">充值优惠</span>
        {offers.map((offer) => (
          <Tag key={offer.id} color="red" title={`${offer.name}，赠送的购物金 ${offer.validity_days} 天有效`}>
            {offerBadge(offer)}
          </Tag>
        ))}
      </div>
      {hint && (
        <div className="recharge-offers__hint" data-testid="recharge-offer-hint">
          {hint}
        </div>
      )}
    </div>
  );
}
