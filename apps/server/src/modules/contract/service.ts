import { and, desc, eq, gte, lte, sql, type Placeholder } from 'drizzle-orm';
import { ContractRefusal } from '@store/shared/codes';
import { toSeconds } from '@store/shared/rules/time';
import type { Db, Tx } from '../../db/client.ts';
import { theRow } from '../../db/rows.ts';
import { contracts, contractSignatures } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { businessDay } from '../../lib/business-day.ts';

async function contractInForce(db: Db | Tx, today = businessDay()) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(lte(contracts.effectiveFrom, today), gte(contracts.effectiveTo, today)))
    .orderBy(desc(contracts.effectiveFrom))
    .limit(1);
  return row;
}

async function signatureOf(db: Db | Tx, userId: number, contractId: number) {
  const [row] = await db
    .select()
    .from(contractSignatures)
    .where(and(eq(contractSignatures.userId, userId), eq(contractSignatures.contractId, contractId)));
  return row;
}

export async function currentContract(db: Db, userId: number) {
  const contract = await contractInForce(db);
  if (!contract) throw notFound('暂无需要签署的协议');
  const signature = await signatureOf(db, userId, contract.id);
  return {
    id: contract.id,
    version: contract.version,
    title: contract.title,
    content: contract.content,
    effective_from: contract.effectiveFrom,
    effective_to: contract.effectiveTo,
    is_signed: (signature ? 1 : 0) as 0 | 1,
    signed_at: signature ? toSeconds(signature.signedAt) : null,
    signer_name: signature?.signerName ?? '',
  };
}

/** Records the signature (name, time, IP) once; signing again keeps the first signature. */
export async function signContract(db: Db, userId: number, contractId: number, signerName: string, ip: string) {
  const contract = await contractInForce(db);
  if (!contract || contract.id !== contractId) throw new AppError(ContractRefusal.CONTRACT_UPDATED);
  await db.insert(contractSignatures).values({ contractId, userId, signerName, ip }).onConflictDoNothing();
}

/**
 * The checkout step that refuses a buyer who has not signed the agreement in force: code 459 sends the
 * client to /dzht with this message (spec §6, §8). No agreement in force means nothing to sign.
 */
/** The agreement in force and whether this buyer signed it, as one JSON value (null: no agreement in force). */
export const contractStateSql = (userId: number | Placeholder, today: string | Placeholder = businessDay()) =>
  sql`(select json_build_object('title', c.title, 'signed', s.contract_id)
    from ${contracts} c left join ${contractSignatures} s on s.contract_id = c.id and s.user_id = ${userId}
    where c.effective_from <= ${today} and c.effective_to >= ${today}
    order by c.effective_from desc limit 1)`;

export async function assertContractSigned(db: Db | Tx, userId: number, today = businessDay()): Promise<void> {
  // The same statement an order runs beside its other checks (checkout/place-order.ts).
  const result = (await db.execute(sql`select ${contractStateSql(userId, today)} as contract`)) as unknown as {
    rows: { contract: Parameters<typeof assertContractState>[0] }[];
  };
  assertContractState(theRow(result.rows).contract);
}

/** 459 when an agreement is in force and the buyer has not signed it. */
export function assertContractState(row: { title: string; signed: number | null } | null | undefined): void {
  if (row && row.signed === null) throw new AppError(ContractRefusal.CONTRACT_REQUIRED, row.title);
}
