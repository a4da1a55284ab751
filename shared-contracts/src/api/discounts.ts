/**
 * Discount codes over the API: the code a shopper enters at payment (judged by the server, answered
 * with what it takes off each line), and the admin's Discounts section.
 */
import { z } from 'zod';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from 'shared-contracts/domain/cart';
import type { AppliedDiscount } from 'shared-contracts/domain/discount';
import { DISCOUNT_CODE_PATTERN, DISCOUNT_KINDS, MAX_DISCOUNT_CODE_LENGTH, normalizeDiscountCode } from 'shared-contracts/domain/discount-code';
import { max, maxNumber, minNumber, positiveNumber, required, type Rule } from 'shared-contracts/validation/rules';
import { translate } from 'shared-contracts/validation/translate';
import { withRules } from 'shared-contracts/validation/zod';
import { dateTimeSchema, gstStateCodeSchema, idSchema, nonNegativePaiseSchema, text, token } from './common';

/** Letters, digits, '-' and '_' (the shared "Special characters not allowed." otherwise). */
const codeFormat: Rule = (value) => (typeof value !== 'string' || value === '' || DISCOUNT_CODE_PATTERN.test(value) ? true : translate('specialChar'));

/** A code as typed: trimmed, judged, upper-cased (codes are the same whatever their case). */
export const discountCodeSchema = text(required, max(MAX_DISCOUNT_CODE_LENGTH), codeFormat).transform(normalizeDiscountCode);
/** A code the shopper may leave blank (checkout): blank or absent is none (null). */
export const optionalDiscountCodeSchema = text(max(MAX_DISCOUNT_CODE_LENGTH), codeFormat)
  .nullish()
  .transform((value) => (value ? normalizeDiscountCode(value) : null));

export const appliedDiscountSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int().positive(),
  amount: nonNegativePaiseSchema,
}) satisfies z.ZodType<AppliedDiscount>;

/**
 * The payment page asks whether a code applies to the shopper's lines before the review. The same
 * checks run again when the order is placed (with the uses counted under a lock), so this answer
 * is a preview, never a promise. A refused code: 422 `discount_rejected`, the reason's words on
 * the field `discountCode` in the caller's language.
 */
export const discountPreviewRequestSchema = z.object({
  code: discountCodeSchema,
  lines: z
    .array(z.object({ productId: idSchema, variantId: idSchema.optional(), quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_LINE) }))
    .min(1)
    .max(MAX_CART_LINES),
  /** The delivery state when known (else the seller's): only the GST split depends on it. */
  stateCode: gstStateCodeSchema.optional(),
});
export type DiscountPreviewRequest = z.input<typeof discountPreviewRequestSchema>;

export const discountPreviewSchema = z.object({
  discount: appliedDiscountSchema,
  /** Per product id (the request's lines, a repeated product once): whether the code applies to it. */
  eligible: z.record(z.string(), z.boolean()),
});
export type DiscountPreview = z.infer<typeof discountPreviewSchema>;

/** Most a fixed discount may take off: ₹10 lakh, far past any order. */
export const MAX_FIXED_DISCOUNT = 100_000_000;
export const MAX_DISCOUNT_USES = 1_000_000;
export const MAX_DISCOUNT_CATEGORIES = 50;

const optionalLimit = withRules(z.number().int(), positiveNumber, maxNumber(MAX_DISCOUNT_USES)).nullish().transform((value) => value ?? null);
/** An instant with its offset; like every text a request carries, a control character in it is the shared field error. */
const optionalDate = token()
  .pipe(dateTimeSchema)
  .nullish()
  .transform((value) => value ?? null);

/** What the admin's form sends. `value`: percent (1 to 100) or paise. */
const discountFieldsShape = {
  code: discountCodeSchema,
  kind: z.enum(DISCOUNT_KINDS),
  value: withRules(z.number().int(), required, positiveNumber),
  minOrder: withRules(z.number().int(), minNumber(0), maxNumber(MAX_FIXED_DISCOUNT)).nullish().transform((value) => value ?? 0),
  validFrom: optionalDate,
  validUntil: optionalDate,
  usageLimit: optionalLimit,
  perCustomerLimit: optionalLimit,
  /** Empty: every product. */
  categoryIds: z.array(idSchema).max(MAX_DISCOUNT_CATEGORIES).default([]),
  active: z.boolean().default(true),
};

/**
 * A percentage is 1 to 100, a fixed amount at most MAX_FIXED_DISCOUNT. (That the end comes after
 * the start is the API's check, with its own words.)
 */
function discountCrossChecks(input: { kind: string; value: number }, ctx: z.RefinementCtx) {
  const verdict = maxNumber(input.kind === 'percentage' ? 100 : MAX_FIXED_DISCOUNT)(input.value);
  if (verdict !== true) ctx.addIssue({ code: 'custom', path: ['value'], message: verdict, input: input.value });
}

export const discountInputSchema = z.object(discountFieldsShape).superRefine(discountCrossChecks);
export type DiscountInput = z.input<typeof discountInputSchema>;

/** Saving the edit form: its fields and the version it was opened at (older: 409 datastale). */
export const discountUpdateSchema = z
  .object({ ...discountFieldsShape, version: withRules(z.number().int(), required, positiveNumber) })
  .superRefine(discountCrossChecks);
export type DiscountUpdate = z.input<typeof discountUpdateSchema>;

export const discountSchema = z.object({
  id: idSchema,
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  minOrder: nonNegativePaiseSchema,
  validFrom: dateTimeSchema.nullable(),
  validUntil: dateTimeSchema.nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  categoryIds: z.array(z.string()),
  active: z.boolean(),
  /** Uses held now: orders that applied it and were not cancelled. */
  usedCount: z.number().int().min(0),
  /** Of those, orders paid. */
  paidCount: z.number().int().min(0),
  version: z.number().int(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});
export type Discount = z.infer<typeof discountSchema>;

export const discountListSchema = z.object({ items: z.array(discountSchema) });
export type DiscountList = z.infer<typeof discountListSchema>;
