import { Limits } from '@store/shared/codes';

/**
 * Spec §4: the sidebar cart loads when it expands and its refresh flag is set. Anything that changes
 * the cart (add, edit, delete, checkout) marks it; the flag starts set so the first opening loads.
 */
let stale = true;

export const markSidebarCartStale = (): void => {
  stale = true;
};

/** Returns whether a reload is due, and clears the flag. */
export const takeSidebarCartStale = (): boolean => {
  const due = stale;
  stale = false;
  return due;
};

/** Spec §9: the badge and the flyout follow an add to cart after this delay. */
export const addToCartDelay = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Limits.ADD_TO_CART_DELAY_MS));
