import { and, eq, gte, lte } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import * as t from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';
import { newToken, tokenId } from '../lib/tokens.ts';
import { BROWSER_HEADERS, type TestApp } from './harness.ts';
import { theRow } from '../db/rows.ts';

export type Buyer = { id: number; headers: Record<string, string>; addressId: number };

/**
 * `n` more approved buyers like the demo buyer (same licences, the contract in force signed, a default
 * address, a live session) — for tests where many buyers order at once. Written directly, so making 200
 * costs no password hashing.
 */
export async function makeBuyers(t0: TestApp, n: number): Promise<Buyer[]> {
  const db = t0.database.db;
  const demo = theRow(await db.select().from(t.users).where(eq(t.users.username, DEMO_ACCOUNTS.buyer.username)));
  const licences = await db.select().from(t.qualifications).where(eq(t.qualifications.userId, demo.id));
  const today = new Date().toISOString().slice(0, 10);
  const [contract] = await db
    .select()
    .from(t.contracts)
    .where(and(lte(t.contracts.effectiveFrom, today), gte(t.contracts.effectiveTo, today)));
  const tag = randomBytes(3).toString('hex');
  const users = await db
    .insert(t.users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `load_${tag}_${i}`,
        passwordHash: demo.passwordHash,
        company: `测试药房${tag}-${i}`,
        name: '测试',
        companyType: demo.companyType,
        isPassed: true,
      })),
    )
    .returning({ id: t.users.id });
  await db
    .insert(t.qualifications)
    .values(users.flatMap((u) => licences.map(({ id: _id, userId: _u, ...rest }) => ({ ...rest, userId: u.id }))));
  if (contract)
    await db
      .insert(t.contractSignatures)
      .values(users.map((u) => ({ contractId: contract.id, userId: u.id, signerName: '测试', ip: '127.0.0.1' })));
  const addresses = await db
    .insert(t.addresses)
    .values(
      users.map((u) => ({
        userId: u.id,
        consignee: '测试',
        mobile: '13900000000',
        regionCode: '330106',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        detail: '文三路 1 号',
        isDefault: true,
      })),
    )
    .returning({ id: t.addresses.id, userId: t.addresses.userId });
  const tokens = users.map(() => newToken());
  await db.insert(t.sessions).values(
    users.map((u, i) => ({
      id: tokenId(tokens[i]!),
      userId: u.id,
      ip: '127.0.0.1',
      userAgent: 'test',
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return users.map((u, i) => ({
    id: u.id,
    headers: { ...BROWSER_HEADERS, cookie: `sid=${tokens[i]}` },
    addressId: addresses.find((a) => a.userId === u.id)!.id,
  }));
}
