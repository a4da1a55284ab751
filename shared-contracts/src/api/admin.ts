import { z } from 'zod';
import { SHIPPING_RULES } from 'shared-contracts/api/shipping';
import { COD_DOOR_STATES } from 'shared-contracts/domain/order';
import {
  alphaNumeric,
  specialCharValueCheck,
  distinct,
  max,
  maxNumber,
  min,
  minNumber,
  noControlChars,
  noSpace,
  positiveNumber,
  required,
  spaceOnlyBetween,
  variableName,
  type Rule,
} from 'shared-contracts/validation/rules';
import { CARRIER_IDS } from 'shared-contracts/domain/shipping';
import { translate } from 'shared-contracts/validation/translate';
import { withRules } from 'shared-contracts/validation/zod';
import { USER_ROLES } from './account';
import { PRODUCT_SORTS, productSchema } from './catalogue';
import {
  dateTimeSchema,
  gstRateSchema,
  idSchema,
  multilineText,
  nonNegativePaiseSchema,
  optionalText,
  pageOf,
  pageQueryShape,
  queryBoolSchema,
  queryInt,
  firstFailing,
  requiredText,
  slugSchema,
  text,
} from './common';
import { contactMessageSchema } from './contact';
import { productTranslationsSchema } from './translations';
import { fulfilmentStatusSchema, orderSchema, orderStatusSchema, orderSummarySchema, paymentStatusSchema } from './orders';
import { sellerSchema } from './settings';

// ---------------------------------------------------------------------------------------------
// Products

export const MAX_PRODUCT_IMAGES = 10;
/** Highest price an admin may set: ₹10 lakh in paise. */
export const MAX_PRODUCT_PRICE = 100_000_000;
export const MAX_PRODUCT_STOCK = 1_000_000;

/** A URL segment: lowercase words joined by hyphens. Answers with the shared 'Invalid Name.'. */
const slugRule: Rule = (value) =>
  value === '' || (typeof value === 'string' && slugSchema.safeParse(value).success) ? true : translate('name');

/** HSN codes are 4, 6 or 8 digits. */
const hsnRule: Rule = (value) => (value === '' || (typeof value === 'string' && /^(?:\d{4}|\d{6}|\d{8})$/.test(value)) ? true : translate('onlyDigit'));

export const MAX_SKU_LENGTH = 64;
export const MAX_PRODUCT_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const MAX_PRODUCT_ATTRIBUTES = 30;
export const MAX_ATTRIBUTE_KEY_LENGTH = 40;
export const MAX_ATTRIBUTE_VALUE_LENGTH = 200;

/**
 * A SKU: letters, digits and the separators SKUs are written with (KUR-M-RED, TEA_250G, V2.1), no
 * space (one message: the first rule that fails). Unique among products (the API's check).
 */
export const skuRules: Rule[] = [firstFailing(noSpace, specialCharValueCheck, max(MAX_SKU_LENGTH))];
/** One tag: words with spaces between them only. Not trimmed, so ' red' is the admin's to fix, not silently changed. */
export const tagRules: Rule[] = [required, spaceOnlyBetween, max(MAX_TAG_LENGTH)];
/** An attribute's key ('material', 'width_cm'): a variable name, so it reads the same in every export. */
export const attributeKeyRules: Rule[] = [required, firstFailing(variableName, max(MAX_ATTRIBUTE_KEY_LENGTH))];
export const attributeValueRules: Rule[] = [required, max(MAX_ATTRIBUTE_VALUE_LENGTH)];
/** The attributes' keys all differ ('Already exists.' on the list). */
export const distinctAttributeKeys: Rule = (rows) =>
  Array.isArray(rows) ? distinct(rows.map((row) => (row as { key?: unknown } | null)?.key)) : true;

/**
 * The fields an admin edits in the product form. Prices in paise, GST included. Stock is not one of
 * them: buyers move it all the time (reservations), so a form never writes it back; it is set once
 * on create and then changed by adjustments (`stockAdjustmentSchema`).
 */
const productFieldsShape = {
  /** Omitted or blank: derived from the title by the server. */
  slug: withRules(text().toLowerCase(), max(120), slugRule).optional(),
  title: requiredText(120),
  description: multilineText(max(5000)).optional().default(''),
  categoryId: text(required, max(128)),
  price: withRules(z.number().int(), required, positiveNumber, maxNumber(MAX_PRODUCT_PRICE)),
  mrp: withRules(z.number().int(), positiveNumber, maxNumber(MAX_PRODUCT_PRICE)).nullish().transform((value) => value ?? null),
  gstRate: withRules(gstRateSchema, required),
  hsn: text(hsnRule)
    .nullish()
    .transform((value) => (value ? value : null)),
  images: z
    .array(z.object({ url: text(required, max(500)), alt: optionalText(200).default('') }))
    .max(MAX_PRODUCT_IMAGES)
    .default([]),
  published: z.boolean().default(false),
  /** Omitted: kept as it is (create: none); null or blank: none. */
  sku: text(...skuRules)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  /** Omitted: kept as they are (create: none). */
  tags: withRules(z.array(withRules(z.string(), noControlChars, ...tagRules)).max(MAX_PRODUCT_TAGS), distinct).optional(),
  /** The specifications table, in this order. Omitted: kept as it is (create: none). */
  attributes: withRules(
    z.array(z.object({ key: withRules(z.string(), noControlChars, ...attributeKeyRules), value: text(...attributeValueRules) })).max(MAX_PRODUCT_ATTRIBUTES),
    distinctAttributeKeys,
  ).optional(),
  /** The title and description in Spanish and French. Omitted: kept as they are (create: none). */
  translations: productTranslationsSchema.optional(),
  /** Packed weight in grams, which shipping weighs (never below 0). Omitted: kept as it is (create: 0). */
  weightGrams: withRules(z.number().int(), ...SHIPPING_RULES.weightGrams).optional(),
};

/** The MRP is the most a buyer may be charged: never below the price. */
function mrpNotBelowPrice(product: { price: number; mrp: number | null }, ctx: z.RefinementCtx) {
  if (product.mrp === null) return;
  const verdict = minNumber(product.price)(product.mrp);
  if (verdict !== true) ctx.addIssue({ code: 'custom', path: ['mrp'], message: verdict, input: product.mrp });
}

/** What creating a product sends: the form's fields and the initial stock (a negative count is a field error). */
export const productInputSchema = z
  .object({
    ...productFieldsShape,
    stock: withRules(z.number().int(), required, minNumber(0), maxNumber(MAX_PRODUCT_STOCK)),
  })
  .superRefine(mrpNotBelowPrice);
export type ProductInput = z.input<typeof productInputSchema>;

/**
 * What saving a product's form sends: its fields and the `version` the form was opened at. A save
 * based on an older version is refused (409 `datastale`), never written over a newer one.
 */
export const productUpdateSchema = z
  .object({
    ...productFieldsShape,
    version: withRules(z.number().int(), required, positiveNumber),
  })
  .superRefine(mrpNotBelowPrice);
export type ProductUpdate = z.input<typeof productUpdateSchema>;
/** `error.details` of a 409 datastale on a product: the product as it is now. */
export const staleProductDetailsSchema = z.object({ current: productSchema });

/** 0 moves nothing: as good as no adjustment given. */
export const nonZeroRule: Rule = (value) => (value === 0 ? required(undefined) : true);

/**
 * A stock change: +n (goods came in) or -n (broken, lost, counted less), applied to the stock as it
 * is at that moment, so what buyers reserved meanwhile stays reserved. Never below 0.
 */
export const stockAdjustmentSchema = z.object({
  delta: withRules(z.number().int(), required, nonZeroRule, minNumber(-MAX_PRODUCT_STOCK), maxNumber(MAX_PRODUCT_STOCK)),
  /** Why, for the audit log: "delivery from the workshop", "2 broken in transit". */
  reason: requiredText(200),
});
export type StockAdjustment = z.input<typeof stockAdjustmentSchema>;

export const ADMIN_PRODUCT_SORTS = [...PRODUCT_SORTS, 'updated', 'title', 'stock_asc'] as const;

export const adminProductListQuerySchema = z.object({
  q: optionalText(100),
  category: slugSchema.optional(),
  published: queryBoolSchema.optional(),
  /** Only products with at most this many items left: the low-stock view. */
  maxStock: queryInt(0, MAX_PRODUCT_STOCK).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('updated'),
  ...pageQueryShape,
});
export const adminProductListSchema = pageOf(productSchema);

/** What an image upload (the storage API) may be. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Widths of the resized variants (webp and AVIF), in pixels: thumbnails, cart lines and suggestions
 * (36-72 px drawn: 96 and 160 for 1x and 2x screens), cards, the product photo. An upload gets
 * those under its own width, and its own width (at most the last) as its largest: a 1024 px photo
 * is never announced as 1280w.
 */
export const IMAGE_VARIANT_WIDTHS = [96, 160, 320, 640, 960, 1280] as const;
/** The long edge, in pixels, the admin's browser shrinks a photo to before it sends it. */
export const UPLOAD_LONG_EDGE = 2048;

// ---------------------------------------------------------------------------------------------
// Orders

export const customerSchema = z.object({ uid: z.string(), email: z.string().nullable(), name: z.string() });

export const adminOrderSummarySchema = orderSummarySchema.extend({
  /** null once the customer deleted their account: the order stays, anonymized. */
  customer: customerSchema.nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListQuerySchema = z.object({
  q: optionalText(100),
  status: orderStatusSchema.optional(),
  paymentStatus: paymentStatusSchema.optional(),
  fulfilmentStatus: fulfilmentStatusSchema.optional(),
  /** ISO dates, inclusive, in the shop's time zone. */
  from: withRules(z.iso.date(), noControlChars).optional(),
  to: withRules(z.iso.date(), noControlChars).optional(),
  ...pageQueryShape,
});
export const adminOrderListSchema = pageOf(adminOrderSummarySchema);

export const orderHistoryEntrySchema = z.object({
  at: dateTimeSchema,
  axis: z.enum(['order', 'payment', 'fulfilment']),
  from: z.string(),
  to: z.string(),
  /** The admin's uid, or null for the payment provider and the system. */
  by: z.string().nullable(),
  note: z.string().nullable(),
});

export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  customer: customerSchema.nullable(),
  history: z.array(orderHistoryEntrySchema),
  seller: sellerSchema,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/**
 * One move on one axis, checked against the shared transition table. The payment axis is here
 * only for cash on delivery's door (COD_DOOR_STATES: collected, refused), the merchant's word;
 * otherwise it moves on the provider's word, and by refunds.
 */
const note = multilineText(max(500)).optional();
export const orderStatusChangeSchema = z.discriminatedUnion('axis', [
  z.object({ axis: z.literal('order'), to: orderStatusSchema, note }),
  z.object({ axis: z.literal('fulfilment'), to: fulfilmentStatusSchema, note }),
  z.object({ axis: z.literal('payment'), to: z.enum(COD_DOOR_STATES), note }),
]);
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

export const refundRequestSchema = z.object({
  /** Paise; omitted: the value of the lines and shipping named, or everything not refunded yet. */
  amount: withRules(z.number().int(), positiveNumber).optional(),
  /** Units of order lines (by index in the order's lines) refunded; its credit note reverses their tax line by line. */
  lines: z
    .array(z.object({ lineIndex: withRules(z.number().int(), minNumber(0)), quantity: withRules(z.number().int(), positiveNumber) }))
    .max(100)
    .optional(),
  /** The shipping: true, all of it left; paise, that much. */
  shipping: z.union([z.boolean(), withRules(z.number().int(), positiveNumber)]).optional(),
  reason: multilineText(required, max(500)),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** Marking an order shipped: the carrier (shared-contracts/domain/shipping) and its tracking number. */
export const shipOrderRequestSchema = z.object({
  carrier: withRules(z.enum(CARRIER_IDS), required),
  trackingNumber: text(required, alphaNumeric, min(6), max(30)),
});
export type ShipOrderRequest = z.input<typeof shipOrderRequestSchema>;
/** The tracking number's rules, for the admin's form. */
export const TRACKING_NUMBER_RULES = [required, alphaNumeric, min(6), max(30)] as const;

// ---------------------------------------------------------------------------------------------
// Users

export const adminUserSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  disabled: z.boolean(),
  orderCount: z.number().int().min(0),
  createdAt: dateTimeSchema,
  lastSignInAt: dateTimeSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = z.object({
  q: optionalText(100),
  role: z.enum(USER_ROLES).optional(),
  disabled: queryBoolSchema.optional(),
  ...pageQueryShape,
});
export const adminUserListSchema = pageOf(adminUserSchema);

export const uidParamsSchema = z.object({ uid: idSchema });
export const setRoleRequestSchema = z.object({ role: withRules(z.enum(USER_ROLES), required) });

// ---------------------------------------------------------------------------------------------
// Dashboard, contact messages, audit log

const salesFigureShape = { revenue: nonNegativePaiseSchema, orders: z.number().int().min(0) };

/** Revenue counts paid orders, GST included, less refunds. */
export const dashboardSchema = z.object({
  today: z.object(salesFigureShape),
  last7Days: z.object({ ...salesFigureShape, averageOrderValue: nonNegativePaiseSchema }),
  last30Days: z.object({ ...salesFigureShape, averageOrderValue: nonNegativePaiseSchema }),
  /** Orders placed in the last 30 days, per order status (every status listed, 0 included). */
  ordersByStatus: z.array(z.object({ status: orderStatusSchema, orders: z.number().int().min(0) })),
  /** The most sold products of the last 30 days (units in sales), most first. */
  bestSellers: z.array(z.object({ productId: idSchema, title: z.string(), units: z.number().int().min(0), revenue: nonNegativePaiseSchema })),
  salesByDay: z.array(z.object({ date: z.iso.date(), ...salesFigureShape })),
  /** Paid orders not shipped yet. */
  toFulfil: z.number().int().min(0),
  lowStockProducts: z.number().int().min(0),
  soldOutProducts: z.number().int().min(0),
  customers: z.number().int().min(0),
  contactMessagesLast7Days: z.number().int().min(0),
  recentOrders: z.array(adminOrderSummarySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const contactMessageListQuerySchema = z.object({ q: optionalText(100), ...pageQueryShape });
export const contactMessageListSchema = pageOf(contactMessageSchema);

export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.publish',
  'product.unpublish',
  'product.delete',
  'product.image_upload',
  'product.images',
  'product.stock_adjust',
  'product.variants',
  'category.update',
  'order.status_change',
  'order.refund',
  // issue 35c: a draft order made by staff, an order edited before dispatch
  'order.draft_create',
  'order.edit',
  'user.role_change',
  'user.disable',
  'user.enable',
  // issue 35a: the owner's staff changes (staff/staff.ts)
  'staff.invite',
  'staff.remove',
  'user.two_factor_enrol',
  'user.two_factor_reset',
  'user.two_factor_recovery_code',
  'settings.update',
  'webhook.create',
  'webhook.delete',
  'discount.create',
  'discount.update',
  'return.request',
  'return.approve',
  'return.reject',
  'return.receive',
  'return.refund',
  'review.publish',
  'review.hide',
  'review.reply',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGETS = ['product', 'category', 'order', 'user', 'settings', 'webhook', 'discount', 'return', 'review'] as const;

export const auditEntrySchema = z.object({
  id: idSchema,
  at: dateTimeSchema,
  actor: z.object({ uid: z.string(), email: z.string().nullable() }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ type: z.enum(AUDIT_TARGETS), id: z.string() }),
  /** Changed fields: their values before and after. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  note: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGETS).optional(),
  targetId: text(max(128)).optional(),
  actorUid: text(max(128)).optional(),
  ...pageQueryShape,
});
export const auditLogSchema = pageOf(auditEntrySchema);
