/**
 * The one storage schema of the shop (Drizzle). Money is integer paise; order lines, totals and
 * addresses are stored as the shared domain types (jsonb) exactly as they were at checkout.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProductAttribute, ProductImage } from 'shared-contracts/domain/catalogue';
import type { CategoryTranslations, ProductTranslations } from 'shared-contracts/domain/translations';
import type { ProductOption, VariantOptionValue } from 'shared-contracts/domain/variants';
import type { CartLine } from 'shared-contracts/domain/cart';
import type { Address, FulfilmentStatus, OrderAxis, OrderExchange, OrderLine, OrderStatus, PaymentMethod, PaymentStatus } from 'shared-contracts/domain/order';
import type { StoreCreditSource } from 'shared-contracts/domain/store-credit';
import type { DeviceClass, VitalMetric } from 'shared-contracts/domain/vitals';
import type { ConsentKind, ConsentSource, DataExportStatus } from 'shared-contracts/domain/privacy';
import type { StockAlertStatus } from 'shared-contracts/domain/stock-alerts';
import type { StaffRole } from 'shared-contracts/domain/staff';
import type { PageType } from 'shared-contracts/routes/page-types';
import type { GstStateCode, LineTax, SupplyType, TaxTotals } from 'shared-contracts/domain/gst';
import type { Currency } from 'shared-contracts/domain/money';
import type { Shipment } from 'shared-contracts/domain/shipping';
import type { AppliedDiscount } from 'shared-contracts/domain/discount';
import type { OrderDelivery } from 'shared-contracts/domain/delivery';
import type { CreditNoteSource } from 'shared-contracts/domain/credit-note';
import type { ReviewStatus } from 'shared-contracts/domain/reviews';
import type { OrderEditStatus, OrderRevision, PaymentLinkPurpose, PaymentLinkStatus, StockLine } from 'shared-contracts/domain/order-edit';
import type { BankDetails, ReturnInspection, ReturnInstruction, ReturnKind, ReturnRefundMethod, ReturnStatus } from 'shared-contracts/domain/returns';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};

/**
 * The columns of a queue a worker on any API instance sends from (the mail outbox, webhook
 * deliveries): its state, its retries with backoff, and the lease of the worker holding a row.
 */
const queueColumns = () => ({
  /** pending, then sent/delivered or failed (refused for good). */
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** Written by the process that queues it, on the clock the workers read (a database default would be another clock). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }).notNull(),
  claimedBy: text('claimed_by'),
  claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'string' }),
  lastError: text('last_error'),
});

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  parentId: text('parent_id'),
  position: integer('position').notNull().default(0),
  /** The name and description in Spanish and French (domain/translations.ts); English is the columns above. */
  translations: jsonb('translations').$type<CategoryTranslations>().notNull().default({}),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    price: integer('price').notNull(),
    mrp: integer('mrp'),
    gstRate: integer('gst_rate').notNull(),
    hsn: text('hsn'),
    stock: integer('stock').notNull(),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    /** Raised by every change; an admin's save names the version it was based on (stale -> 409). */
    version: integer('version').notNull().default(1),
    /** The merchant's own stock-keeping code, optional; unique among products whatever its case. */
    sku: text('sku'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Specifications shown on the product page, in the admin's order. */
    attributes: jsonb('attributes').$type<ProductAttribute[]>().notNull().default([]),
    /** The options a shopper chooses (Size, Colour), empty for a product sold without variants. */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /** The title and description in Spanish and French (domain/translations.ts); English is the columns above. */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    /** The packed weight in grams, which the shipping rates weigh (Settings > Shipping); 0: not given. */
    weightGrams: integer('weight_grams').notNull().default(0),
    /** Its published reviews: how many and their stars' sum (the average is sum / count), kept in step by api/src/reviews in the review's transaction. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_weight_not_negative', sql`${t.weightGrams} >= 0`),
    uniqueIndex('products_sku_idx').on(sql`lower(${t.sku})`),
    check('products_price_not_negative', sql`${t.price} >= 0`),
    index('products_category_idx').on(t.categoryId),
    index('products_published_created_idx').on(t.published, t.createdAt),
  ],
);

/**
 * What a product with options sells: one row per combination, with its own SKU, price, MRP, stock
 * and images (URLs among the product's). The product's own price and stock are then the lowest
 * variant price and the sum of the variants' stock, kept in step in the same transactions
 * (shared-contracts/domain/variants.ts).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku'),
    /** One value per product option, in the options' order. */
    optionValues: jsonb('option_values').$type<VariantOptionValue[]>().notNull(),
    price: integer('price').notNull(),
    mrp: integer('mrp'),
    stock: integer('stock').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** The variant's own packed weight in grams; null: its product's. */
    weightGrams: integer('weight_grams'),
    ...timestamps,
  },
  (t) => [
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_variants_weight_not_negative', sql`${t.weightGrams} >= 0`),
    check('product_variants_price_not_negative', sql`${t.price} >= 0`),
    uniqueIndex('product_variants_sku_idx').on(sql`lower(${t.sku})`),
    index('product_variants_product_idx').on(t.productId, t.position),
  ],
);

export const carts = pgTable('carts', {
  uid: text('uid').primaryKey(),
  lines: jsonb('lines').$type<CartLine[]>().notNull().default([]),
  /**
   * Where a reminder of this cart may go (cart-reminders/): a signed-in customer's account e-mail,
   * or the one a guest gave at checkout; `language` the shopper's when they last changed it.
   */
  contactEmail: text('contact_email'),
  language: text('language'),
  updatedAt: timestamps.updatedAt,
});

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    number: serial('number').notNull(),
    /** null once the customer deleted their account: the order is kept, anonymized. */
    userId: text('user_id'),
    email: text('email'),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    fulfilmentStatus: text('fulfilment_status').$type<FulfilmentStatus>().notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    shipping: jsonb('shipping').$type<LineTax>().notNull(),
    totals: jsonb('totals').$type<TaxTotals>().notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    currency: text('currency').$type<Currency>().notNull().default('INR'),
    sellerState: text('seller_state').$type<GstStateCode>().notNull(),
    supply: text('supply').$type<SupplyType>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    buyerGstin: text('buyer_gstin'),
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    paymentId: text('payment_id'),
    /** Until when the order's stock is held while unpaid; null once paid or released. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true, mode: 'string' }),
    /** The tax invoice's serial number, given when the payment is received (never for an unpaid order). */
    invoiceNumber: text('invoice_number'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true, mode: 'string' }),
    /** The language the order was placed in (en, es, fr): its e-mails are written in it. */
    language: text('language').notNull().default('en'),
    /** Carrier and tracking number, recorded when the admin marks it shipped. */
    shipment: jsonb('shipment').$type<Shipment>(),
    /** The discount code applied at checkout and what it took off (the lines' `discount` add up to it); null: none. */
    discount: jsonb('discount').$type<AppliedDiscount>(),
    /**
     * Placed by a guest's anonymous account: while unpaid, the units it holds count against each
     * product's guest share (Settings > Checkout, checkout/guest-limits.ts).
     */
    guest: boolean('guest').notNull().default(false),
    /** The shipping zone, rate and promised delivery day the order was placed with (Settings > Shipping); null before issue 32. */
    delivery: jsonb('delivery').$type<OrderDelivery>(),
    /** How it is paid: prepaid (a provider, or nothing) or cash on delivery (domain/cod.ts). */
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('prepaid'),
    /** Cash on delivery's fee (GST included), part of the shipping line; 0: none. */
    codFee: integer('cod_fee').notNull().default(0),
    /** Paid with the customer's store credit (store_credit_entries), part of the total; 0: none. */
    storeCredit: integer('store_credit').notNull().default(0),
    /** An exchange's replacement order, sent at no charge: its return and the order it replaces goods of; null: none. */
    exchange: jsonb('exchange').$type<OrderExchange>(),
    ...timestamps,
  },
  (t) => [
    check('orders_store_credit_not_negative', sql`${t.storeCredit} >= 0`),
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_invoice_number_idx').on(t.invoiceNumber),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_provider_order_idx').on(t.providerOrderId),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_reserved_idx').on(t.reservedUntil),
  ],
);

/**
 * Payment links (issue 35 items 3 and 4; api/src/order-edits/): the shop's payment page for one
 * amount of one order, opened with a signed token instead of a session. A draft's link collects the
 * order's total through the order's own provider order; an edit's collects the difference through
 * a provider order of its own (`providerOrderId`, which the payment webhook looks up here).
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    purpose: text('purpose').$type<PaymentLinkPurpose>().notNull(),
    /** The edit whose difference it collects (purpose edit). */
    editId: text('edit_id'),
    amount: integer('amount').notNull(),
    providerOrderId: text('provider_order_id'),
    status: text('status').$type<PaymentLinkStatus>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    paymentId: text('payment_id'),
    /** The staff member's uid. */
    createdBy: text('created_by').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_links_provider_order_idx').on(t.providerOrderId),
    index('payment_links_order_idx').on(t.orderId),
    index('payment_links_open_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * Every edit of an order before dispatch: the order before and after (lines, shipping, totals,
 * address, invoice), the difference in paise, the units held while its difference awaits payment,
 * and the credit note that reversed the invoice it replaced.
 */
export const orderEdits = pgTable(
  'order_edits',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').$type<OrderEditStatus>().notNull(),
    actor: text('actor').notNull(),
    before: jsonb('before').$type<OrderRevision>().notNull(),
    after: jsonb('after').$type<OrderRevision>().notNull(),
    /** Units taken off the shelf for the edit while it awaits payment (given back if it expires). */
    held: jsonb('held').$type<StockLine[]>().notNull().default([]),
    /** after.totals.inclusive less before's: charged through a link when positive, refunded when negative. */
    difference: integer('difference').notNull(),
    creditNoteId: text('credit_note_id'),
    ...timestamps,
  },
  (t) => [index('order_edits_order_idx').on(t.orderId)],
);

/**
 * The last invoice number given in each financial year: GST invoices are numbered consecutively
 * per financial year (April to March), without the gaps that unpaid orders leave in order numbers.
 */
export const invoiceSeries = pgTable('invoice_series', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    axis: text('axis').$type<OrderAxis>().notNull(),
    from: text('from_status').notNull(),
    to: text('to_status').notNull(),
    /** An admin's uid, or 'provider' / 'system' (see orders/lifecycle.ts). */
    actor: text('actor').notNull(),
    /** Why, when an admin said so. */
    note: text('note'),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
);

/**
 * The sandbox payment provider's own ledger of the provider orders it issued (a real provider keeps
 * these on its side): kept in the database so a restart loses no pending payment.
 */
export const sandboxPaymentOrders = pgTable('sandbox_payment_orders', {
  providerOrderId: text('provider_order_id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  /** created: waiting for a card; paid; failed: a card was declined. */
  status: text('status').notNull(),
  paymentId: text('payment_id'),
  createdAt: timestamps.createdAt,
});

/**
 * The sandbox provider's UPI collect requests (a real provider and the payer's bank keep these on
 * their side): one per UPI ID asked to pay a provider order. pending until the stand-in UPI app
 * approves or declines it, or it expires; approval settles the provider order once
 * (payments/sandbox-upi.ts).
 */
export const sandboxUpiCollects = pgTable(
  'sandbox_upi_collects',
  {
    id: text('id').primaryKey(),
    providerOrderId: text('provider_order_id').notNull(),
    /** The payer's UPI ID (name@bank), lower case. */
    vpa: text('vpa').notNull(),
    amount: integer('amount').notNull(),
    /** pending, approved, declined or expired. */
    status: text('status').$type<'pending' | 'approved' | 'declined' | 'expired'>().notNull(),
    /** The provider's payment id for this collect (reported in its webhook, signed on approval). */
    paymentId: text('payment_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('sandbox_upi_collects_order_idx').on(t.providerOrderId), index('sandbox_upi_collects_vpa_idx').on(t.vpa, t.status)],
);

/**
 * The payments tried for an order: one row per card payment the provider reports (declined or
 * paid), whichever way the news came (the dialog's result, a webhook). Paying again after a decline
 * adds an attempt to the same order instead of making another order (checkout/workflow.ts).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    paymentId: text('payment_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    providerOrderId: text('provider_order_id').notNull(),
    /** 'failed' (declined) or 'paid'. */
    status: text('status').$type<'failed' | 'paid'>().notNull(),
    /** The provider's words for a decline. */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId)],
);

/** Webhook events already handled: a repeated event id is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const profiles = pgTable('profiles', {
  uid: text('uid').primaryKey(),
  email: text('email'),
  name: text('name').notNull().default(''),
  phone: text('phone'),
  addresses: jsonb('addresses').$type<Address[]>().notNull().default([]),
  gstin: text('gstin'),
  ...timestamps,
});

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  uid: text('uid'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  handled: boolean('handled').notNull().default(false),
  createdAt: timestamps.createdAt,
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUid: text('actor_uid').notNull(),
    /** As it was when the change was made, so the log reads the same after the account is gone. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

/**
 * E-mails to send (api/src/mail): written in the transaction of the change they tell about, so
 * none is lost, and sent by a worker on any API instance. A worker claims due rows (lease until
 * `claimedUntil`, SKIP LOCKED), sends, and marks them sent; a failed send is retried at
 * `nextAttemptAt` with exponential backoff. Rows are kept after sending: the development mail page
 * shows them when no SMTP server is configured.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** order_confirmation, order_shipped, order_cancelled, order_refunded. */
    kind: text('kind').notNull(),
    orderId: text('order_id'),
    /** Stops a second mail of one kind for one event (e.g. the confirmation of an order). */
    dedupeKey: text('dedupe_key').notNull(),
    to: text('to_address').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    /** Extra headers the mail carries (a cart reminder's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** status: pending, sent, failed (refused for good by the SMTP server). */
    ...queueColumns(),
    /** smtp, or kept (no SMTP_URL: kept here for the development mail page). */
    transport: text('transport'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('mail_outbox_dedupe_idx').on(t.dedupeKey), index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_order_idx').on(t.orderId)],
);

/**
 * The shop's settings an admin changes (api/src/settings): one row per section ('store',
 * 'notifications', 'access'), its value checked by the shared schemas before it is written. A
 * section without a row has its defaults (the store details: config.ts's seller, SHOP's details).
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamps.updatedAt,
});

/**
 * Webhooks an admin registered (api/src/webhooks): where order events are posted, signed with
 * `secret` (HMAC-SHA256 of the body; shown once, when created). `auth` is 'user:password' for HTTP
 * basic auth; `headers` extra 'Name:value' pairs.
 */
export const webhooks = pgTable('webhooks', {
  id: text('id').primaryKey(),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  auth: text('auth'),
  headers: jsonb('headers').$type<string[]>().notNull().default([]),
  events: jsonb('events').$type<string[]>().notNull().default([]),
  createdAt: timestamps.createdAt,
});

/**
 * Deliveries to webhooks and to Slack: the mail outbox's sibling, with the same guarantees (written
 * in the transaction of the event, claimed FOR UPDATE SKIP LOCKED under a lease, retried with
 * backoff, marked delivered only by the worker holding it). Kept as the delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    /** webhook or slack. */
    target: text('target').notNull(),
    /** The webhook's id (target webhook); null for Slack. */
    webhookId: text('webhook_id'),
    /** order.paid, order.shipped, order.cancelled, order.refunded, stock.low, test. */
    event: text('event').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    body: text('body').notNull(),
    /** status: pending, delivered, failed (refused for good, or the webhook was removed). */
    ...queueColumns(),
    responseStatus: integer('response_status'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('webhook_deliveries_dedupe_idx').on(t.dedupeKey),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
  ],
);

/**
 * Order events for the live streams (api/src/realtime/bus.ts): each is written and announced in one
 * short transaction that holds an advisory lock, so ids are committed in the order they are given
 * and an id is a cursor every API instance agrees on. A stream that reconnects with Last-Event-ID,
 * or a page that polls with a cursor, reads what it missed here. Kept for a short while only
 * (ORDER_EVENT_RETENTION_MS); the newest row always stays, so the head is known.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    /** The order's customer: a customer's stream replays only theirs. */
    userId: text('user_id'),
    /** The OrderEvent as announced. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('order_events_user_idx').on(t.userId, t.id), index('order_events_created_idx').on(t.createdAt)],
);

/**
 * Rate-limit counters every API instance shares when the shop runs on a PostgreSQL server
 * (api/src/http/rate-limit.ts): one row per limited route and caller, counted by one upsert, so a
 * limit holds whichever instance the requests reach. Old rows are swept now and then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Discount codes an admin makes (api/src/discounts). `code` is unique whatever its case and kept
 * upper case. `usedCount` is the uses held now (one per order that applied the code and was not
 * cancelled): checkout takes a use with one conditional UPDATE inside the order's transaction
 * (`used_count < usage_limit`), so concurrent checkouts never take more than the limit; a
 * cancelled order (by anyone, or its unpaid hold ending) gives its use back. `version` is raised
 * by every admin change: a save based on an older one is refused (409 datastale).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    /** percentage (value 1 to 100) or fixed (value in paise). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    /** The items' subtotal (paise, GST included, before the discount) an order needs; 0: none. */
    minOrder: integer('min_order').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'string' }),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'string' }),
    /** Uses in all; null: unlimited. */
    usageLimit: integer('usage_limit'),
    /** Uses per customer (account, or e-mail address for guests); null: unlimited. */
    perCustomerLimit: integer('per_customer_limit'),
    /** The categories whose products it applies to; empty: every product. */
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(sql`lower(${t.code})`),
    check('discount_codes_used_count_not_negative', sql`${t.usedCount} >= 0`),
    check('discount_codes_value_positive', sql`${t.value} > 0`),
    check('discount_codes_percentage_range', sql`${t.kind} <> 'percentage' or ${t.value} <= 100`),
    check('discount_codes_min_order_not_negative', sql`${t.minOrder} >= 0`),
  ],
);

/**
 * One row per order that applied a code: who used it (for the per-customer limit) and what it
 * took off. `releasedAt` is set when the order is cancelled and the use given back; a released
 * row no longer counts against either limit.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    discountId: text('discount_id')
      .notNull()
      .references(() => discountCodes.id),
    /** null once the customer deleted their account, like the order's. */
    userId: text('user_id'),
    /**
     * The mailbox, normalised (identity/mailbox.ts: lower case, no plus-tag, no dots at Gmail): a
     * customer's uses are counted by it and by the account, so spellings of one address share them.
     */
    email: text('email'),
    amount: integer('amount').notNull(),
    createdAt: timestamps.createdAt,
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('discount_redemptions_discount_user_idx').on(t.discountId, t.userId), index('discount_redemptions_discount_email_idx').on(t.discountId, t.email)],
);

/**
 * Returns and exchanges a customer asked for (api/src/returns, domain/returns.ts): one row per
 * request, its lines in `return_lines`. Receiving and refunding lock the row (SELECT ... FOR UPDATE),
 * so two admins acting at once do it once.
 */
export const returns = pgTable(
  'returns',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's customer when asked; null once they deleted their account. */
    userId: text('user_id'),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    kind: text('kind').$type<ReturnKind>().notNull(),
    /** One of Settings › Returns' reasons, as it was written then. */
    reason: text('reason').notNull(),
    /** The customer's own words, optional. */
    text: text('text').notNull().default(''),
    /** Up to 3 photo URLs, uploaded through the shop's storage. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    instruction: text('instruction').$type<ReturnInstruction>(),
    trackingNumber: text('tracking_number'),
    /** The admin's reason for a rejection, shown to the customer. */
    rejectionReason: text('rejection_reason'),
    refundMethod: text('refund_method').$type<ReturnRefundMethod>(),
    /** A cash-on-delivery customer's account for a refund by bank transfer. */
    bankDetails: jsonb('bank_details').$type<BankDetails>(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** An exchange's new order (at no charge), once made. */
    exchangeOrderId: text('exchange_order_id'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'string' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true, mode: 'string' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'string' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'string' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_user_idx').on(t.userId, t.createdAt),
    index('returns_status_created_idx').on(t.status, t.createdAt),
    check('returns_amount_refunded_not_negative', sql`${t.amountRefunded} >= 0`),
  ],
);

/** The order lines a return sends back (by their index in the order's lines) and what the inspection decided. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: text('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    /** The line's index in the order's `lines`. */
    lineIndex: integer('line_index').notNull(),
    quantity: integer('quantity').notNull(),
    /** An exchange's new variant (of the same product). */
    exchangeVariantId: text('exchange_variant_id'),
    /** restock or damaged, once received. */
    inspection: text('inspection').$type<ReturnInspection>(),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    uniqueIndex('return_lines_return_line_idx').on(t.returnId, t.lineIndex),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * The last credit note number given in each financial year: credit notes are a document series of
 * their own (CGST Rules r.53), numbered consecutively per financial year like the invoices
 * (`invoiceSeries`), by the same one-statement bump (orders/repository.ts nextSerial).
 */
export const creditNoteSeries = pgTable('credit_note_series', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * GST credit notes (CGST Act s.34): one per refund of goods or shipping, against the order's tax
 * invoice, issued by api/src/credit-notes/issue.ts in the refund's transaction. Money in paise,
 * each total the sum of its lines; the tax reverses the invoice's own figures
 * (shared-contracts/domain/credit-note.ts).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: text('id').primaryKey(),
    /** 'HTC/26-27/00001': the invoice prefix with C, the financial year, the serial. */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The tax invoice it reduces. */
    invoiceNumber: text('invoice_number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    reason: text('reason').notNull(),
    /** What refunded it: admin_refund, return (a return refunded), store_credit. */
    source: text('source').$type<CreditNoteSource>().notNull(),
    /** The refund it records: the provider's refund, the return, the store credit entry; null: none named. */
    refundId: text('refund_id'),
    /** As the order's: CGST+SGST or IGST. */
    supply: text('supply').$type<SupplyType>().notNull(),
    inclusive: integer('inclusive').notNull(),
    taxable: integer('taxable').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_idx').on(t.number),
    uniqueIndex('credit_notes_year_serial_idx').on(t.financialYear, t.serial),
    index('credit_notes_order_idx').on(t.orderId),
    index('credit_notes_issued_idx').on(t.issuedAt),
    check('credit_notes_inclusive_positive', sql`${t.inclusive} > 0`),
  ],
);

/** A credit note's lines: part of an order line (by its index in the order's `lines`) or of its shipping. */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: serial('id').primaryKey(),
    creditNoteId: text('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    /** The order line's index in the order's `lines`; null: the shipping line. */
    lineIndex: integer('line_index'),
    /** Units returned; 0 for a value-only credit (an amount refunded without goods named). */
    quantity: integer('quantity').notNull(),
    hsn: text('hsn'),
    rate: integer('rate').notNull(),
    inclusive: integer('inclusive').notNull(),
    taxable: integer('taxable').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
  },
  (t) => [
    index('credit_note_lines_note_idx').on(t.creditNoteId),
    check('credit_note_lines_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('credit_note_lines_amounts_not_negative', sql`${t.inclusive} >= 0 and ${t.taxable} >= 0 and ${t.cgst} >= 0 and ${t.sgst} >= 0 and ${t.igst} >= 0`),
  ],
);

/**
 * The customers' store credit (api/src/store-credit, domain/store-credit.ts): one row per grant
 * (positive: a return refunded as credit, an order's credit given back on cancel, an admin's) or
 * spend (negative: a checkout); the balance is the sum per user. Spends are taken under the
 * account's checkout lock, so two checkouts at once never spend one balance twice. `dedupeKey`
 * makes each event write once (`spend:<order>`, `restore:<order>`, `return:<return>`).
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    amount: integer('amount').notNull(),
    source: text('source').$type<StoreCreditSource>().notNull(),
    orderId: text('order_id').references(() => orders.id),
    returnId: text('return_id'),
    /** Who granted it (an admin's uid) or 'system'. */
    actor: text('actor').notNull(),
    note: text('note'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('store_credit_entries_dedupe_idx').on(t.dedupeKey), index('store_credit_entries_user_idx').on(t.userId, t.id), check('store_credit_entries_amount_not_zero', sql`${t.amount} <> 0`)],
);

/**
 * Real visits' Core Web Vitals (api/src/vitals): one row per figure of a beacon, by page type and
 * device class only (no URL, user or address). Kept 28 days, the longest window the admin reads;
 * older rows are deleted now and then by the inserts themselves.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    page: text('page').$type<PageType>().notNull(),
    device: text('device').$type<DeviceClass>().notNull(),
    metric: text('metric').$type<VitalMetric>().notNull(),
    /** Milliseconds, or the unitless layout shift score for CLS. */
    value: doublePrecision('value').notNull(),
  },
  (t) => [index('web_vitals_recorded_idx').on(t.recordedAt), check('web_vitals_value_not_negative', sql`${t.value} >= 0`)],
);

/**
 * Reviews from real buyers (issue 36 item 1, api/src/reviews): one per product and customer (the
 * unique index holds it under concurrency), written only by a customer whose order of the product
 * was delivered; published at once or after the merchant's approval (Settings › Reviews).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** The delivered order that makes the customer a verified buyer. */
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    stars: integer('stars').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    /** Up to 3 photos uploaded through the shop's storage under reviews/<uid>/, with their variants' widths (images/local.ts imageFacts). */
    photos: jsonb('photos').$type<ProductImage[]>().notNull().default([]),
    /** The name shown: the reviewer's first name and initial, as written when the review was made. */
    authorName: text('author_name').notNull(),
    language: text('language').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    /** Why the merchant hid it (the reviewer reads it). */
    hiddenReason: text('hidden_reason'),
    /** The merchant's public reply. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'string' }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
    check('reviews_helpful_not_negative', sql`${t.helpfulCount} >= 0`),
  ],
);

/** "Helpful" votes: one per review and voter (the primary key), counted into reviews.helpful_count in the same transaction. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voterId: text('voter_id').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterId] })],
);

/** Reports of a review, the moderation queue's input: one per review and reporter; resolved when the merchant acts. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').notNull(),
    reason: text('reason').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('review_reports_review_reporter_idx').on(t.reviewId, t.reporterId), index('review_reports_open_idx').on(t.resolvedAt, t.createdAt)],
);

/** Customers who turned review request e-mails off (My account, or the e-mail's unsubscribe link). */
export const reviewRequestOptOuts = pgTable('review_request_opt_outs', {
  userId: text('user_id').primaryKey(),
  createdAt: timestamps.createdAt,
});

/**
 * Back-in-stock alerts (api/src/stock-alerts, domain/stock-alerts.ts): an e-mail address waiting for
 * a sold-out product or variant (`variantId` null: the product itself, one sold without variants).
 * Confirmed through a link carrying a token whose SHA-256 is kept (double opt-in); sent in the order
 * asked, never more than the units that came back, under the product row's lock that every stock
 * raise holds. One open alert per mailbox and product or variant.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    /** As typed; the mail goes here. */
    email: text('email').notNull(),
    /** identity/mailbox.ts's key of `email`: one open alert per mailbox and item. */
    mailbox: text('mailbox').notNull(),
    /** The shopper's language when asking: both e-mails are written in it. */
    language: text('language').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<StockAlertStatus>().notNull().default('unconfirmed'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('stock_alerts_token_idx').on(t.tokenHash),
    uniqueIndex('stock_alerts_open_idx')
      .on(t.productId, sql`coalesce(${t.variantId}, '')`, t.mailbox)
      .where(sql`${t.status} <> 'sent'`),
    index('stock_alerts_queue_idx').on(t.productId, t.status, t.createdAt),
  ],
);

/**
 * A signed-in customer's wishlist (api/src/wishlist): one row per saved product, with its price when
 * saved (the "price drop" the wishlist page shows). A guest's lives in the browser until sign-in
 * merges it here.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    uid: text('uid').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    savedPrice: integer('saved_price').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.uid, t.productId] }), check('wishlist_items_saved_price_not_negative', sql`${t.savedPrice} >= 0`)],
);

/**
 * Consents (issue 35 item 5, DPDP Act): one row per consent given or withdrawn, never updated, so
 * the history is the evidence. A subject is the account (`userId`, a guest's anonymous one too)
 * and the mailbox of its e-mail (identity/mailbox.ts), so a guest who gave an address at checkout
 * is found by it. The latest row of a kind decides (privacy/consent.ts).
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id'),
    mailbox: text('mailbox'),
    kind: text('kind').$type<ConsentKind>().notNull(),
    granted: boolean('granted').notNull(),
    /** The privacy notice's version in force when it was given (shared-contracts/domain/privacy.ts). */
    version: text('version').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.kind, t.id), index('consents_mailbox_idx').on(t.mailbox, t.kind, t.id)],
);

/**
 * Downloads of a customer's own data (privacy/export.ts): asked from My account, written in the
 * background by a worker on any API instance (claimed with SKIP LOCKED, like the outbox), kept
 * here as JSON and HTML behind a link signed with `secret` until `expiresAt`, then removed by the
 * retention job.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    status: text('status').$type<DataExportStatus>().notNull().default('pending'),
    /** Sections written so far, of DATA_EXPORT_SECTIONS. */
    progress: integer('progress').notNull().default(0),
    language: text('language').notNull().default('en'),
    /** The key the download link's token is an HMAC under; never in an answer. */
    secret: text('secret').notNull(),
    json: text('json_body'),
    html: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'string' }),
    lastError: text('last_error'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'string' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.requestedAt), index('data_exports_status_idx').on(t.status), index('data_exports_expires_idx').on(t.expiresAt)],
);

/**
 * Cart reminders (issue 36c, api/src/cart-reminders): one row per cart found left (no change for
 * Settings › Cart reminders' delay, not ordered) whose shopper gave an e-mail with marketing
 * consent. `cartVersion` is the cart's `updated_at` when it was found: a later change makes it
 * another cart. `lines` are what the reminder showed (their prices then: a restore checks them
 * again). `secret` signs the restore and unsubscribe links (HMAC), as an order's idempotency key
 * signs its return link. `sent` counts the reminders sent for it (1, then the optional second).
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    /** null once the account was deleted (the counts stay). */
    email: text('email'),
    /** The mailbox of `email` (identity/mailbox.ts): an unsubscribe holds for every spelling of it. */
    mailbox: text('mailbox'),
    language: text('language').notNull(),
    cartVersion: timestamp('cart_version', { withTimezone: true, mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<CartLine[]>().notNull(),
    secret: text('secret').notNull(),
    sent: integer('sent').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'string' }),
    restoredAt: timestamp('restored_at', { withTimezone: true, mode: 'string' }),
    /** The one-click unsubscribe: no reminder after it, to this account or this mailbox. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('cart_reminders_cart_idx').on(t.uid, t.cartVersion), index('cart_reminders_mailbox_idx').on(t.mailbox), index('cart_reminders_created_idx').on(t.createdAt)],
);

/**
 * Staff two-factor sign-in (api/src/two-factor/): one authenticator app per staff member. `secret`
 * is the TOTP secret encrypted with AES-256-GCM under TWO_FACTOR_SECRET (never in clear);
 * `factorId` is new at every enrolment, and a session's proof names it, so a reset ends every proof
 * given before. `confirmedAt` null: an enrolment started, not yet confirmed with a code.
 * `lastTimeStep`: the last TOTP time step accepted, so a code is taken once.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  uid: text('uid').primaryKey(),
  factorId: text('factor_id').notNull(),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }),
  lastTimeStep: integer('last_time_step'),
  createdAt: timestamps.createdAt,
});

/** A staff member's recovery codes, as keyed hashes (HMAC-SHA256 under TWO_FACTOR_SECRET); each is used once (`usedAt`). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    uid: text('uid').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.uid, t.codeHash] })],
);

/**
 * The shop's team (issue 35 item 1): each staff member the API has added, invited or changed, with
 * the role it gave them. The identity's custom claim `role` is what grants access (mount.ts reads
 * it from the token); this roster is written in the same transaction and is what the staff rules
 * count under the staff lock (api/src/staff/): the last owner is never removed or demoted. A staff
 * member it does not hold yet (the seeded owner, an old `admin` claim) is taken in, with the role
 * their claim gives, the first time a staff change concerns them.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    uid: text('uid').primaryKey(),
    email: text('email'),
    role: text('role').$type<StaffRole>().notNull(),
    /** Who invited or last changed them (a uid), null for one taken in from their claim. */
    addedBy: text('added_by'),
    createdAt: timestamps.createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('staff_members_role_idx').on(t.role)],
);
