import { describe, expect, it } from 'vitest';
import type { CheckoutPreview, CouponOption } from '@store/shared/api/checkout';
import { couponChoicesOf, shippingNoteOf, totalRowsOf } from './checkout-totals.ts';

const preview = (over: Partial<CheckoutPreview> = {}): CheckoutPreview => ({
  token: 't',
  lines: [],
  goods_amount: 560,
  welfare_amount: 0,
  discount_amount: 20,
  coupon_amount: 30,
  shipping_amount: 0,
  payable_amount: 510,
  shipping: { shipping_amount: 10, no_trans_order_amount: 500 },
  coupons: [],
  user_coupon_id: null,
  balance: 0,
  cash_coupon_usable: 0,
  cash_coupon_amount: 0,
  ...over,
});

const coupon = (over: Partial<CouponOption>): CouponOption => ({
  id: 1,
  name: '满减券',
  type: 1,
  type_text: '满减券',
  amount: 30,
  discount: null,
  max_amount: null,
  min_amount: 500,
  face_text: '满500减30',
  scope_text: '全场通用',
  starts_at: 0,
  expires_at: 0,
  usable: 1,
  discount_amount: 30,
  reason: '',
  ...over,
});

describe('the totals block', () => {
  it('shows the server amounts in order, deductions signed, nothing recomputed', () => {
    // payable deliberately not goods - discounts: the page must print the server's figure.
    expect(totalRowsOf(preview({ payable_amount: 499.99 })).map((r) => `${r.label} ${r.text}`)).toEqual([
      '商品金额 ¥560.00',
      '满减优惠 -¥20.00',
      '优惠券 -¥30.00',
      '运费 +¥0.00',
      '应付金额 ¥499.99',
    ]);
  });
  it('leaves the 满减 row out when no 满减 applies', () => {
    expect(totalRowsOf(preview({ discount_amount: 0 })).map((r) => r.label)).toEqual([
      '商品金额',
      '优惠券',
      '运费',
      '应付金额',
    ]);
  });
  it('puts the welfare zone discount right after the goods, before 满减, when there is one', () => {
    expect(totalRowsOf(preview({ welfare_amount: 6.6 })).map((r) => r.label)).toEqual([
      '商品金额',
      '福利专区折扣',
      '满减优惠',
      '优惠券',
      '运费',
      '应付金额',
    ]);
    expect(totalRowsOf(preview({ welfare_amount: 6.6 }))[1]!.text).toBe('-¥6.60');
  });
});

describe('coupon choices', () => {
  it('lists usable coupons first and greys out the others with why', () => {
    const choices = couponChoicesOf([
      coupon({
        id: 1,
        name: '大额券',
        face_text: '满2000减100',
        usable: 0,
        discount_amount: 0,
        reason: '未达到使用门槛，还差¥1440.00',
      }),
      coupon({ id: 2, name: '满减券' }),
      coupon({
        id: 3,
        name: '运费券',
        type: 2,
        face_text: '抵运费¥10.00',
        scope_text: '限指定品牌商品',
        discount_amount: 10,
      }),
    ]);
    expect(choices).toEqual([
      { value: 2, label: '满减券（满500减30，全场通用） 省¥30.00', disabled: false },
      { value: 3, label: '运费券（抵运费¥10.00，限指定品牌商品） 省¥10.00', disabled: false },
      { value: 1, label: '大额券（满2000减100，全场通用） · 未达到使用门槛，还差¥1440.00', disabled: true },
    ]);
  });
});

describe('shipping note', () => {
  it('names the free-shipping threshold, or 免运费 when nothing is charged', () => {
    expect(shippingNoteOf(preview())).toBe('满¥500.00包邮，未满收运费¥10.00');
    expect(shippingNoteOf(preview({ shipping: { shipping_amount: 0, no_trans_order_amount: 0 } }))).toBe('免运费');
  });
});
