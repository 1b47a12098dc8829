import {
  TAX_NO_PATTERN,
  type InvoiceProfile,
  type InvoiceProfileInput,
  type InvoiceProfileList,
  type InvoiceProfileSuggestion,
} from '@store/shared/api/invoice-profile';
import { InvoiceProfileRefusal } from '@store/shared/codes';
import type { Db, Tx } from '../../db/client.ts';
import type { InvoiceRequest } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

export const MAX_INVOICE_PROFILES = 20;
const PROFILE_NOT_FOUND = '发票抬头不存在';

export const presentProfile = (row: repo.InvoiceProfileRow): InvoiceProfile => ({
  id: row.id,
  type: row.type === 'vat_special' ? 'vat_special' : 'plain',
  title: row.title,
  tax_no: row.taxNo,
  bank_name: row.bankName,
  bank_account: row.bankAccount,
  register_address: row.registerAddress,
  register_phone: row.registerPhone,
  is_default: row.isDefault ? 1 : 0,
});

/** A plain profile keeps no bank details: fields the form sent for another type are not stored. */
function fieldsOf(body: InvoiceProfileInput): repo.InvoiceProfileFields {
  const vat = body.type === 'vat_special';
  return {
    type: body.type,
    title: body.title,
    taxNo: body.tax_no,
    bankName: vat ? body.bank_name : '',
    bankAccount: vat ? body.bank_account : '',
    registerAddress: vat ? body.register_address : '',
    registerPhone: vat ? body.register_phone : '',
  };
}

export async function listProfiles(db: Db, userId: number): Promise<InvoiceProfileList> {
  const list = (await repo.listOf(db, userId)).map(presentProfile);
  return { list, suggestion: list.length === 0 ? await companySuggestion(db, userId) : null };
}

/**
 * The profile the buyer's company data suggests: its name as the title, the business licence's number as the
 * tax number (the 统一社会信用代码 is both) when it has that form, its address and phone. Null without a
 * company name: there is nothing worth pre-filling.
 */
async function companySuggestion(db: Db, userId: number): Promise<InvoiceProfileSuggestion | null> {
  const company = await repo.companyOf(db, userId);
  if (!company?.company) return null;
  const licenceNo = (company.licenceNo ?? '').trim().toUpperCase();
  // Some accounts typed the full address, region included; others only the street.
  const region = company.region.replace(/\s+/g, '');
  const address = company.address.startsWith(region) ? company.address : `${region}${company.address}`;
  return {
    type: 'plain',
    title: company.company,
    tax_no: TAX_NO_PATTERN.test(licenceNo) ? licenceNo : '',
    bank_name: '',
    bank_account: '',
    register_address: address,
    register_phone: company.phone,
  };
}

/** The first profile is the default; a new default replaces the old one in the same transaction. */
export async function createProfile(db: Db, userId: number, body: InvoiceProfileInput): Promise<InvoiceProfile> {
  const fields = fieldsOf(body);
  return db.transaction(async (tx) => {
    await repo.lockBuyer(tx, userId);
    const existing = await repo.countOf(tx, userId);
    if (existing >= MAX_INVOICE_PROFILES) throw new AppError(InvoiceProfileRefusal.PROFILE_LIMIT, MAX_INVOICE_PROFILES);
    const isDefault = existing === 0 || body.is_default === 1;
    if (isDefault) await repo.clearDefault(tx, userId);
    return presentProfile(await repo.insertOwn(tx, userId, { ...fields, isDefault }));
  });
}

export async function updateProfile(
  db: Db,
  userId: number,
  id: number,
  body: InvoiceProfileInput,
): Promise<InvoiceProfile> {
  const fields = fieldsOf(body);
  return db.transaction(async (tx) => {
    await repo.lockBuyer(tx, userId);
    const current = await repo.findOwn(tx, userId, id);
    if (!current) throw notFound(PROFILE_NOT_FOUND);
    // The default stays the default until another profile takes its place.
    const isDefault = current.isDefault || body.is_default === 1;
    if (isDefault && !current.isDefault) await repo.clearDefault(tx, userId);
    return presentProfile((await repo.updateOwn(tx, userId, id, { ...fields, isDefault }))!); // found above, locked
  });
}

export async function setDefaultProfile(db: Db, userId: number, id: number): Promise<InvoiceProfile> {
  return db.transaction(async (tx) => {
    await repo.lockBuyer(tx, userId);
    if (!(await repo.findOwn(tx, userId, id))) throw notFound(PROFILE_NOT_FOUND);
    await repo.clearDefault(tx, userId);
    return presentProfile((await repo.updateOwn(tx, userId, id, { isDefault: true }))!); // found above, locked
  });
}

/** Deleting the default makes the oldest remaining profile the default. */
export async function deleteProfile(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockBuyer(tx, userId);
    const deleted = await repo.deleteOwn(tx, userId, id);
    if (!deleted) throw notFound(PROFILE_NOT_FOUND);
    if (deleted.isDefault) {
      const next = await repo.oldestOf(tx, userId);
      if (next) await repo.updateOwn(tx, userId, next.id, { isDefault: true });
    }
  });
}

/**
 * The invoice an order takes from one of the buyer's profiles, copied field by field (a later edit of the
 * profile changes no order). A VAT special profile can serve a plain invoice (title and tax number only);
 * a plain profile lacks what a VAT special invoice needs.
 */
export async function invoiceFromProfile(
  tx: Tx,
  userId: number,
  id: number,
  type: 'plain' | 'vat_special',
): Promise<InvoiceRequest> {
  const profile = await repo.findOwn(tx, userId, id);
  if (!profile) throw new AppError(InvoiceProfileRefusal.PROFILE_MISSING);
  if (type === 'vat_special' && profile.type !== 'vat_special') {
    throw invalid({ invoice_profile_id: ['该发票抬头是普通发票抬头，请选择增值税专用发票抬头'] });
  }
  const vat = type === 'vat_special';
  return {
    type,
    title: profile.title,
    tax_no: profile.taxNo,
    bank_name: vat ? profile.bankName : '',
    bank_account: vat ? profile.bankAccount : '',
    register_address: vat ? profile.registerAddress : '',
    register_phone: vat ? profile.registerPhone : '',
  };
}
