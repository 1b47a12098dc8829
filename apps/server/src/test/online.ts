import { asc, eq } from 'drizzle-orm';
import { orderEvents, orders, paymentIncidents, payments } from '../db/schema.ts';
import type { SandboxGateway } from '../lib/payment/sandbox.ts';
import type { TestApp } from './harness.ts';

/** Paying online as the buyer's browser and the gateways do it: pay clicks, cashier, notifications. */
export function onlinePaying(t: TestApp) {
  const db = t.database.db;
  return {
    /** POST /api/order/{id}/pay {method: online, gateway?}. */
    pay: (headers: Record<string, string>, orderId: number, gateway?: string) =>
      t.inject({
        method: 'POST',
        url: `/api/order/${orderId}/pay`,
        headers,
        payload: { method: 'online', ...(gateway && { gateway }) },
      }),
    /** A gateway of the app, with its trades (every test gateway keeps them as the sandbox does). */
    gateway: (name = 'sandbox') => t.gateways.get(name) as SandboxGateway,
    outTradeNoOf: (redirectUrl: string) => new URL(redirectUrl, 'http://x').searchParams.get('out_trade_no')!,
    /** The buyer presses 确认支付 on the sandbox cashier page. */
    payAtCashier: (redirectUrl: string) =>
      t.inject({
        method: 'POST',
        url: '/api/pay/sandbox/pay',
        headers: { origin: 'http://localhost:80' },
        payload: Object.fromEntries(new URL(redirectUrl, 'http://x').searchParams),
      }),
    /** A gateway posts a notification: form-encoded bytes, as Alipay sends them. */
    notify: (gateway: string, rawBody: string) =>
      t.inject({
        method: 'POST',
        url: `/api/pay/notify/${gateway}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: rawBody,
      }),
    paymentsOf: (orderId: number) =>
      db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    incidentsOf: (orderId: number) =>
      db.select().from(paymentIncidents).where(eq(paymentIncidents.orderId, orderId)).orderBy(asc(paymentIncidents.id)),
    eventsOf: async (orderId: number) =>
      (await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id))).map(
        (e) => e.text,
      ),
    statusOf: async (orderId: number) =>
      (await db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.s,
  };
}
