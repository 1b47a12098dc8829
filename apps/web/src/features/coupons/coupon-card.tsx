import type { ReactNode } from 'react';
import type { CouponFace } from '@store/shared/api/coupons';
import './coupons.css';

/**
 * One coupon as a ticket: the value on the left (¥30, 8.8折, 运费¥10) with its threshold, the name, scope
 * and validity on the right, and the card's own action (去使用, 立即领取 …) below them.
 */
export function CouponCard({
  face,
  validity,
  muted = false,
  children,
  testId,
}: {
  face: CouponFace;
  validity: string;
  muted?: boolean;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <article className={`coupon-card coupon-card--type${face.type}${muted ? ' is-muted' : ''}`} data-testid={testId}>
      <div className="coupon-card__value">
        <CouponValue face={face} />
        <span className="coupon-card__threshold">{face.min_amount > 0 ? `满${face.min_amount}元可用` : '无门槛'}</span>
      </div>
      <div className="coupon-card__body">
        <h4 className="coupon-card__name">
          <span className="coupon-card__type">{face.type_text}</span>
          {face.name}
        </h4>
        <p className="coupon-card__line">{face.face_text}</p>
        <p className="coupon-card__line">{face.scope_text}</p>
        <p className="coupon-card__line coupon-card__validity">{validity}</p>
        {children && <div className="coupon-card__action">{children}</div>}
      </div>
    </article>
  );
}

function CouponValue({ face }: { face: CouponFace }) {
  if (face.type === 3)
    return (
      <b className="coupon-card__amount">
        {face.discount}
        <small>折</small>
      </b>
    );
  return (
    <b className="coupon-card__amount">
      <small>¥</small>
      {face.amount}
      {face.type === 2 && <small>运费</small>}
    </b>
  );
}
