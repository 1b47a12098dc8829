import { Checkbox, Input, Select } from 'antd';
import type { couponChoicesOf } from './checkout-totals.ts';
import type { OrderDraft } from './order-draft.ts';

type CouponProps = {
  chosen: number | null;
  choices: ReturnType<typeof couponChoicesOf>;
  disabled: boolean;
  /** 0: no coupon. */
  onChange: (userCouponId: number) => void;
};

/** 优惠券: the buyer's coupons the server says fit this order; choosing one re-prices the order. */
export function CouponSection({ chosen, choices, disabled, onChange }: CouponProps) {
  return (
    <section className="checkout-section" data-testid="checkout-coupon">
      <h3 className="checkout-section__title">优惠券</h3>
      {/* 0 stands for 'no coupon': a null value would leave the select blank. */}
      <Select<number>
        className="coupon-select"
        aria-label="选择优惠券"
        value={chosen ?? 0}
        disabled={disabled || choices.length === 0}
        onChange={(value) => onChange(value)}
        options={[{ value: 0, label: choices.length ? '不使用优惠券' : '暂无可用优惠券', disabled: false }, ...choices]}
      />
    </section>
  );
}

type RemarksProps = { draft: OrderDraft; onChange: (patch: Partial<OrderDraft>) => void };

/** 订单备注 and the documents asked to ship with the goods. */
export function RemarksSection({ draft, onChange }: RemarksProps) {
  return (
    <section className="checkout-section" data-testid="checkout-remarks">
      <h3 className="checkout-section__title">订单备注</h3>
      <Input.TextArea
        name="remarks"
        aria-label="订单备注"
        rows={2}
        maxLength={200}
        showCount
        placeholder="选填，给商家的留言"
        value={draft.remarks}
        onChange={(e) => onChange({ remarks: e.target.value })}
      />
      <div className="checkout-documents">
        <Checkbox checked={draft.want_documents} onChange={(e) => onChange({ want_documents: e.target.checked })}>
          随货索取首营资料
        </Checkbox>
        <Checkbox checked={draft.want_reports} onChange={(e) => onChange({ want_reports: e.target.checked })}>
          随货索取药检报告
        </Checkbox>
      </div>
    </section>
  );
}
