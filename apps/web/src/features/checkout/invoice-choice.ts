/**
 * Which invoice profile (发票抬头) the confirm page chooses for an invoice type, and what the typed fields
 * start with when none fits. Pure, so the rules are tested without a page.
 */
import type { InvoiceProfile, InvoiceProfileSuggestion } from '@store/shared/api/invoice-profile';
import type { InvoiceType, OrderDraft } from './order-draft.ts';

/** The profiles that can serve an invoice type: any for a plain invoice, VAT special ones for a VAT invoice. */
export function profilesFor(type: InvoiceType, profiles: InvoiceProfile[]): InvoiceProfile[] {
  if (type === 'none') return [];
  return type === 'plain' ? profiles : profiles.filter((p) => p.type === 'vat_special');
}

/** The default profile when it serves the type, else the first that does; null means typing the details. */
export function profileFor(type: InvoiceType, profiles: InvoiceProfile[]): InvoiceProfile | null {
  const fitting = profilesFor(type, profiles);
  return fitting.find((p) => p.is_default === 1) ?? fitting[0] ?? null;
}

/** On arrival: the default profile's type and the profile itself; no invoice when the buyer has none. */
export function arrivalChoice(profiles: InvoiceProfile[]): Partial<OrderDraft> | null {
  const chosen = profiles.find((p) => p.is_default === 1) ?? null;
  return chosen ? { invoice_type: chosen.type, invoice_profile_id: chosen.id } : null;
}

/**
 * Choosing an invoice type: the profile that serves it, or typed details — pre-filled from the company
 * suggestion while the buyer has no profile and has typed nothing yet.
 */
export function typeChoice(
  type: InvoiceType,
  draft: OrderDraft,
  profiles: InvoiceProfile[],
  suggestion: InvoiceProfileSuggestion | null,
): Partial<OrderDraft> {
  const profile = profileFor(type, profiles);
  if (type === 'none' || profile) return { invoice_type: type, invoice_profile_id: profile?.id ?? null };
  const untouched = !draft.invoice_title && !draft.tax_no;
  if (!suggestion || !untouched) return { invoice_type: type, invoice_profile_id: null };
  return {
    invoice_type: type,
    invoice_profile_id: null,
    invoice_title: suggestion.title,
    tax_no: suggestion.tax_no,
    ...(!draft.register_address && { register_address: suggestion.register_address }),
    ...(!draft.register_phone && { register_phone: suggestion.register_phone }),
  };
}

/** A profile saved from the confirm page is chosen, with a type it can serve. */
export function savedChoice(type: InvoiceType, saved: InvoiceProfile): Partial<OrderDraft> {
  const serves = type !== 'none' && (type === 'plain' || saved.type === 'vat_special');
  return { invoice_type: serves ? type : saved.type, invoice_profile_id: saved.id };
}
