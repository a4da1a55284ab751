/**
 * A discount code's spelling and kinds, apart from the arithmetic in discount.ts: the API schemas
 * (api/discounts.ts, reached by the route table every page loads) need only these, so the
 * allocation math stays out of the pages' first load.
 */
export const DISCOUNT_KINDS = ['percentage', 'fixed'] as const;
/** percentage: `value` percent (1 to 100) off; fixed: `value` paise off (at most the eligible lines' value). */
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A code as shoppers type it: letters, digits, '-' and '_', 3 to 32 of them; case does not matter. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const MAX_DISCOUNT_CODE_LENGTH = 32;

/** The one spelling a code is stored, compared and printed in: trimmed, upper case. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

