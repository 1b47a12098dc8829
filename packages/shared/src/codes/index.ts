/**
 * The error catalogue (spec §8), with the business constants (spec §9, constants.ts) re-exported.
 * Server and web both read these, so a code or a text is written once. `@store/shared/codes` resolves
 * here (package.json exports); the refusals live by domain beside it, base.ts holds Code, Msg and the
 * entry's shape. A new domain is listed in REFUSAL_DOMAINS below, so the catalogue's checks see it.
 */
export * from './base.ts';
export * from '../constants.ts';
export * from './request.ts';
export * from './account.ts';
export * from './catalogue.ts';
export * from './orders.ts';
export * from './wallet.ts';
export * from './marketing.ts';

import { RequestRefusal } from './request.ts';
import {
  AccountRefusal,
  AddressRefusal,
  InvoiceProfileRefusal,
  QualificationRefusal,
  ContractRefusal,
  WechatRefusal,
  SmsRefusal,
  CaptchaRefusal,
} from './account.ts';
import { CatalogueRefusal, QcReportRefusal, StockRefusal } from './catalogue.ts';
import { OrderRefusal, QuickBuyRefusal, AfterSalesRefusal } from './orders.ts';
import { WalletRefusal, MallRefusal, LotteryRefusal } from './wallet.ts';
import { ActivityRefusal, ContentRefusal, PromoRefusal } from './marketing.ts';

/** Every domain of the catalogue, for the checks that a code means one thing. */
export const REFUSAL_DOMAINS = {
  RequestRefusal,
  AccountRefusal,
  CatalogueRefusal,
  AddressRefusal,
  InvoiceProfileRefusal,
  QualificationRefusal,
  ContractRefusal,
  WechatRefusal,
  OrderRefusal,
  QuickBuyRefusal,
  AfterSalesRefusal,
  SmsRefusal,
  CaptchaRefusal,
  QcReportRefusal,
  StockRefusal,
  WalletRefusal,
  MallRefusal,
  LotteryRefusal,
  ActivityRefusal,
  ContentRefusal,
  PromoRefusal,
} as const;
