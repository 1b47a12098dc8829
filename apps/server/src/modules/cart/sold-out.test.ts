import { describe, expect, it } from 'vitest';
import { OrderRefusal } from '@store/shared/codes';
import { SOLD_OUT_MEMORY_MS, SoldOutSales } from './sold-out.ts';

describe('flash sales remembered sold out', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, pass: (ms: number) => (now += ms) };
  };

  it('refuses a sale seen sold out, in the words of the sale rules, until the memory ends', () => {
    const time = clock();
    const sales = new SoldOutSales(time.now);
    expect(sales.refusal(7, 70)).toBeUndefined();
    sales.mark(7, 70, '黄芪颗粒', time.now() + 3_600_000);
    const refused = sales.refusal(7, 70);
    expect(refused?.code).toBe(OrderRefusal.FLASH_SALE_REFUSED.code);
    expect(refused?.message).toContain('黄芪颗粒');
    expect(refused?.message).toContain('秒杀商品已抢光');
    // Any goods id (0: the client left it out) is the sale's goods; another one is for the database to answer.
    expect(sales.refusal(7, 0)).toBeDefined();
    expect(sales.refusal(7, 71)).toBeUndefined();
    expect(sales.refusal(8, 70)).toBeUndefined();
    time.pass(SOLD_OUT_MEMORY_MS - 1);
    expect(sales.refusal(7, 70)).toBeDefined();
    time.pass(1);
    expect(sales.refusal(7, 70)).toBeUndefined();
  });

  it('forgets at once on a change announced, and at the sale end (which the database then answers)', () => {
    const time = clock();
    const sales = new SoldOutSales(time.now);
    sales.mark(1, 10, 'a', time.now() + 3_600_000);
    sales.forget();
    expect(sales.refusal(1, 10)).toBeUndefined();
    sales.mark(2, 20, 'b', time.now() + 10);
    time.pass(10);
    expect(sales.refusal(2, 20)).toBeUndefined();
  });
});
