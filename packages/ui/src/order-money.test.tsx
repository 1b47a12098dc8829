import { renderToStaticMarkup } from 'react-dom/server';
import { Descriptions } from 'antd';
import { describe, expect, it } from 'vitest';
import { OrderMoneyLines, orderMoneyItems, orderMoneyRows, type OrderMoney } from './order-money.tsx';

const plain: OrderMoney = {
  goods_amount: 120,
  welfare_amount: 0,
  discount_amount: 0,
  coupon_amount: 0,
  voucher_amount: 0,
  shipping_amount: 10,
  payable_amount: 130,
};
const everything: OrderMoney = {
  goods_amount: 300,
  welfare_amount: 18,
  discount_amount: 20,
  coupon_amount: 15.5,
  voucher_amount: 6.4,
  shipping_amount: 0,
  payable_amount: 240.1,
};

const text = (order: OrderMoney) => orderMoneyRows(order).map((row) => `${row.label} ${row.text}`);

describe('orderMoneyRows', () => {
  it('names goods, freight and payable for an order without discounts', () => {
    expect(text(plain)).toEqual(['商品金额 ¥120.00', '运费 ¥10.00', '应付金额 ¥130.00']);
  });

  it('takes each discount off in the order it is applied', () => {
    expect(text(everything)).toEqual([
      '商品金额 ¥300.00',
      '福利专区折扣 -¥18.00',
      '满减优惠 -¥20.00',
      '优惠券 -¥15.50',
      '购物金抵扣 -¥6.40',
      '运费 ¥0.00',
      '应付金额 ¥240.10',
    ]);
  });

  it('marks only the payable as what is paid', () => {
    expect(
      orderMoneyRows(everything)
        .filter((row) => row.payable)
        .map((row) => row.key),
    ).toEqual(['payable_amount']);
  });
});

describe('the drawn rows', () => {
  it('are lines of label：amount on the store, with the payable in bold and the page’s own lines after', () => {
    const html = renderToStaticMarkup(
      <OrderMoneyLines order={everything} className="order-amounts">
        <div>已退款：¥5.00</div>
      </OrderMoneyLines>,
    );
    expect(html).toContain('<div>满减优惠：-¥20.00</div>');
    expect(html).toContain('应付金额：<b>¥240.10</b>');
    expect(html.indexOf('应付金额')).toBeLessThan(html.indexOf('已退款'));
  });

  it('are description items in the console', () => {
    const html = renderToStaticMarkup(<Descriptions items={orderMoneyItems(plain)} />);
    expect(html).toContain('商品金额');
    expect(html).toContain('<strong>¥130.00</strong>');
    expect(html).not.toContain('满减优惠');
  });
});
