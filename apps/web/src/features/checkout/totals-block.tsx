import type { ReactNode } from 'react';
import { Spin } from 'antd';
import type { CheckoutPreview } from '@store/shared/api/checkout';
import { totalRowsOf } from './checkout-totals.ts';

type Props = { preview: CheckoutPreview; updating: boolean; shippingNote: string; action: ReactNode };

/** 商品金额, 满减优惠, 优惠券, 运费, 应付金额 as the server computed them, and the submit button. */
export function TotalsBlock({ preview, updating, shippingNote, action }: Props) {
  return (
    <section className="checkout-totals" data-testid="checkout-totals">
      <Spin spinning={updating}>
        <dl>
          {totalRowsOf(preview).map((row) => (
            <div
              key={row.key}
              className={`checkout-totals__row${row.payable ? ' checkout-totals__row--payable' : ''}`}
              data-total={row.key}
            >
              <dt>{row.label}：</dt>
              <dd>{row.text}</dd>
            </div>
          ))}
        </dl>
        <div className="checkout-totals__note">{shippingNote}</div>
      </Spin>
      <div className="checkout-totals__action">{action}</div>
    </section>
  );
}
