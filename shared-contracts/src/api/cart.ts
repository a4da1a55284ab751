import { z } from 'zod';
import { STOCK_LEVELS } from 'shared-contracts/domain/catalogue';
import { CART_ADJUSTMENT_REASONS, MAX_CART_LINES, MAX_QUANTITY_PER_LINE, type CartAdjustment, type CartLine } from 'shared-contracts/domain/cart';
import { dateTimeSchema, gstRateSchema, idSchema, nonNegativePaiseSchema, slugSchema } from './common';
import { publicProductImageSchema } from './catalogue';

/**
 * Most items a request may ask for on one line. Above MAX_QUANTITY_PER_LINE is not refused: the
 * server caps it and reports a 'cart.quantity_limit' adjustment, so the shopper is told.
 */
export const MAX_REQUESTED_QUANTITY = 999;

/** A line as the browser sends it: which product and how many. The server fills in the price. */
export const cartLineInputSchema = z.object({
  productId: idSchema,
  /** Which variant, for a product sold by variant (required for one: a line without it is dropped). */
  variantId: idSchema.optional(),
  quantity: z.number().int().min(1).max(MAX_REQUESTED_QUANTITY),
});

/**
 * A guest cart merged on sign-in may hold twice the limit: the merge keeps MAX_CART_LINES and
 * reports the rest as 'cart.line_limit' adjustments.
 */
export const cartInputSchema = z.object({
  lines: z.array(cartLineInputSchema).max(2 * MAX_CART_LINES),
});
export type CartInput = z.input<typeof cartInputSchema>;

export const cartLineSchema = z.object({
  productId: idSchema,
  variantId: idSchema.optional(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_LINE),
  unitPrice: nonNegativePaiseSchema,
  gstRate: gstRateSchema,
}) satisfies z.ZodType<CartLine>;

/** A stored line with what the cart page shows of its product. */
export const cartLineViewSchema = cartLineSchema.extend({
  slug: slugSchema,
  title: z.string(),
  /** The variant's values, "Size: M, Colour: Red" (domain/variants `variantLabel`); absent without a variant. */
  variant: z.string().optional(),
  image: publicProductImageSchema.nullable(),
  stockLevel: z.enum(STOCK_LEVELS),
  /** Most items this line may hold now (`maxQuantity` of domain/cart): the quantity choices offer this many. */
  maxQuantity: z.number().int().min(0).max(MAX_QUANTITY_PER_LINE),
});

export const cartAdjustmentSchema = z.object({
  productId: idSchema,
  variantId: idSchema.optional(),
  requested: z.number().int().min(0),
  kept: z.number().int().min(0),
  reason: z.enum(CART_ADJUSTMENT_REASONS),
  title: z.string().optional(),
  variant: z.string().optional(),
}) satisfies z.ZodType<CartAdjustment>;

/** The signed-in user's cart; `adjustments` say what the last change could not keep. */
export const cartSchema = z.object({
  lines: z.array(cartLineViewSchema).max(MAX_CART_LINES),
  adjustments: z.array(cartAdjustmentSchema),
  updatedAt: dateTimeSchema.nullable(),
});
export type Cart = z.infer<typeof cartSchema>;
