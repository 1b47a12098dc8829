import { addresses } from '../../db/schema.ts';
import { buyerList } from '../../db/buyer-list.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** A buyer's delivery addresses, one of them the default. */
export const { listOf, countOf, findOwn, clearDefault, insertOwn, updateOwn, deleteOwn, oldestOf, lockBuyer } =
  buyerList(addresses, 'addresses');
