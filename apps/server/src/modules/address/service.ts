import type { Address, AddressBody } from '@store/shared/api/address';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';
import { regionPath } from './regions.ts';
import { AddressRefusal } from '@store/shared/codes';

export const MAX_ADDRESSES = 20;
const ADDRESS_NOT_FOUND = '收货地址不存在';

export const presentAddress = (row: repo.AddressRow): Address => ({
  id: row.id,
  consignee: row.consignee,
  mobile: row.mobile,
  region_code: row.regionCode,
  province: row.province,
  city: row.city,
  district: row.district,
  detail: row.detail,
  is_default: row.isDefault ? 1 : 0,
});

function fieldsOf(body: AddressBody) {
  const path = regionPath(body.region_code);
  if (!path) throw invalid({ region_code: ['请选择所在地区'] });
  return { consignee: body.consignee, mobile: body.mobile, regionCode: body.region_code, ...path, detail: body.detail };
}

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  return (await repo.listOf(db, userId)).map(presentAddress);
}

/** The first address is the default; a new default replaces the old one in the same transaction. */
export async function createAddress(db: Db, userId: number, body: AddressBody): Promise<Address> {
  const fields = fieldsOf(body);
  return db.transaction(async (tx) => {
    await repo.lockBuyer(tx, userId);
    const existing = await repo.countOf(tx, userId);
    if (existing >= MAX_ADDRESSES) throw new AppError(AddressRefusal.ADDRESS_LIMIT, MAX_ADDRESSES);
    const isDefault = existing === 0 || body.is_default === 1;
    if (isDefault) await repo.clearDefault(tx, userId);
    return presentAddress(await repo.insertOwn(tx, userId, { ...fields, isDefault }));
  });
}

export async function updateAddress(db: Db, userId: number, id: number, body: AddressBody): Promise<Address> {
  const fields = fieldsOf(body);
  return db.transaction(async (tx) => {
    await repo.lockBuyer(tx, userId);
    const current = await repo.findOwn(tx, userId, id);
    if (!current) throw notFound(ADDRESS_NOT_FOUND);
    // The default stays the default until another address takes its place.
    const isDefault = current.isDefault || body.is_default === 1;
    if (isDefault && !current.isDefault) await repo.clearDefault(tx, userId);
    return presentAddress((await repo.updateOwn(tx, userId, id, { ...fields, isDefault }))!);
  });
}

export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<Address> {
  return db.transaction(async (tx) => {
    await repo.lockBuyer(tx, userId);
    if (!(await repo.findOwn(tx, userId, id))) throw notFound(ADDRESS_NOT_FOUND);
    await repo.clearDefault(tx, userId);
    return presentAddress((await repo.updateOwn(tx, userId, id, { isDefault: true }))!);
  });
}

/** Deleting the default makes the oldest remaining address the default. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockBuyer(tx, userId);
    const deleted = await repo.deleteOwn(tx, userId, id);
    if (!deleted) throw notFound(ADDRESS_NOT_FOUND);
    if (deleted.isDefault) {
      const next = await repo.oldestOf(tx, userId);
      if (next) await repo.updateOwn(tx, userId, next.id, { isDefault: true });
    }
  });
}
