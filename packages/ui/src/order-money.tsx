import type { ReactNode } from 'react';
import type { DescriptionsProps } from 'antd';
import { formatYuan } from '@store/shared/rules/money';

/** An order's money as the store's and the console's order APIs answer it (yuan). */
export type OrderMoney = {
  goods_amount: number;
  welfare_amount: number;
  discount_amount: number;
  coupon_amount: number;
  voucher_amount: number;
  shipping_amount: number;
  payable_amount: number;
};

/** One row: what it is, the amount, and whether it is taken off the goods or is what is paid. */
export type MoneyRow = { key: keyof OrderMoney; label: string; text: string; payable?: true };

/**
 * From the goods to what is paid, in the order they are applied: goods, 福利专区 discount, 满减, coupon, 购物金,
 * freight, payable. A discount the order did not get is left out, so the rows the buyer and the operator read
 * are the same.
 */
export function orderMoneyRows(order: OrderMoney): MoneyRow[] {
  const off = (key: keyof OrderMoney, label: string): MoneyRow[] =>
    order[key] > 0 ? [{ key, label, text: `-${formatYuan(order[key])}` }] : [];
  return [
    { key: 'goods_amount', label: '商品金额', text: formatYuan(order.goods_amount) },
    ...off('welfare_amount', '福利专区折扣'),
    ...off('discount_amount', '满减优惠'),
    ...off('coupon_amount', '优惠券'),
    ...off('voucher_amount', '购物金抵扣'),
    { key: 'shipping_amount', label: '运费', text: formatYuan(order.shipping_amount) },
    { key: 'payable_amount', label: '应付金额', text: formatYuan(order.payable_amount), payable: true },
  ];
}

/** The rows as lines of `label：amount` (the store's order page), what follows them as children. */
export function OrderMoneyLines({
  order,
  className,
  children,
}: {
  order: OrderMoney;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      {orderMoneyRows(order).map((row) => (
        <div key={row.key}>
          {row.label}：{row.payable ? <b>{row.text}</b> : row.text}
        </div>
      ))}
      {children}
    </div>
  );
}

/** The rows as antd Descriptions items (the console's order page), to which the page may add its own. */
export const orderMoneyItems = (order: OrderMoney): NonNullable<DescriptionsProps['items']> =>
  orderMoneyRows(order).map((row) => ({
    key: row.key,
    label: row.label,
    children: row.payable ? <strong>{row.text}</strong> : row.text,
  }));
