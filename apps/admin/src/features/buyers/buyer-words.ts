import { BUYER_REVIEW, type BuyerReview } from '@store/shared/api/buyers';
import { COMPANY_TYPE_NAMES } from '@store/shared/api/account';

export const REVIEW_COLOURS: Record<BuyerReview, string> = {
  passed: 'green',
  pending: 'orange',
  not_passed: 'default',
};
export const reviewText = (review: BuyerReview) => BUYER_REVIEW[review];
export const companyTypeText = (type: string) => COMPANY_TYPE_NAMES[type as keyof typeof COMPANY_TYPE_NAMES] ?? '—';
