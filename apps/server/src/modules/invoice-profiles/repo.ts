import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceProfiles, qualifications, users } from '../../db/schema.ts';
import { buyerList } from '../../db/buyer-list.ts';

export type InvoiceProfileRow = typeof invoiceProfiles.$inferSelect;
export type InvoiceProfileFields = Omit<typeof invoiceProfiles.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** A buyer's invoice profiles (发票抬头), one of them the default. */
export const { listOf, countOf, findOwn, clearDefault, insertOwn, updateOwn, deleteOwn, oldestOf, lockBuyer } =
  buyerList(invoiceProfiles, 'invoice_profiles');

/** What the company pre-fill reads: the buyer's company data and its business licence (营业执照) number. */
export async function companyOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      company: users.company,
      region: users.region,
      address: users.address,
      phone: users.phone,
      licenceNo: qualifications.number,
    })
    .from(users)
    .leftJoin(qualifications, and(eq(qualifications.userId, users.id), eq(qualifications.type, 'business_licence')))
    .where(eq(users.id, userId));
  return row;
}
