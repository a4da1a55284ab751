/**
 * Every endpoint of the shop API, in one table: the API registers its handlers from it (and builds
 * its OpenAPI document from it), the browser calls it through `createApiClient(...).call(route, input)`.
 * Paths are relative to API_PREFIX ('/api').
 */
import { profileSchema, updateProfileSchema } from './account';
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  auditLogQuerySchema,
  auditLogSchema,
  contactMessageListQuerySchema,
  contactMessageListSchema,
  dashboardSchema,
  orderStatusChangeSchema,
  productInputSchema,
  productUpdateSchema,
  refundRequestSchema,
  shipOrderRequestSchema,
  setRoleRequestSchema,
  stockAdjustmentSchema,
  uidParamsSchema,
} from './admin';
import { cartInputSchema, cartSchema } from './cart';
import { variantGridInputSchema, variantStockParamsSchema } from './variants';
import { categoryListSchema, productDetailSchema, productListQuerySchema, productListSchema, productSchema, productSlugParamsSchema } from './catalogue';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentConfigSchema,
  paymentWebhookResponseSchema,
  paymentWebhookSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from './checkout';
import { deletedSchema, idParamsSchema } from './common';
import { upiCollectRequestSchema, upiPaymentAnswerSchema, upiPaymentQuerySchema, upiPaymentSchema } from './upi';
import {
  discountInputSchema,
  discountListSchema,
  discountPreviewRequestSchema,
  discountPreviewSchema,
  discountSchema,
  discountUpdateSchema,
} from './discounts';
import { contactRequestSchema, contactResponseSchema } from './contact';
import { defineRoute, type ApiRoute } from './define';
import { LIGHT_ROUTE_HEADS } from './light-route-heads';
import { adminEventPollSchema, adminEventSchema, customerEventPollSchema, customerEventSchema, eventPollQuerySchema } from './events';
import { healthSchema } from './health';
import {
  mailQueuedSchema,
  passwordResetRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
} from './identity';
import { devMailboxSchema } from './mail';
import { storeCreditSchema } from './store-credit';
import { customerOrderSchema, myOrdersQuerySchema, myOrdersSchema, orderSchema, taxInvoiceSchema } from './orders';
import { pincodeInfoSchema, pincodeParamsSchema } from './pincodes';

export const routes = {
  health: defineRoute({ method: 'GET', path: '/health', access: 'public', response: healthSchema, summary: 'Liveness and dependencies' }),
  devMailbox: defineRoute({
    method: 'GET',
    path: '/dev/mail',
    access: 'public',
    response: devMailboxSchema,
    summary: 'Development only (no SMTP_URL, never in production): the e-mails the shop kept instead of sending, newest first',
  }),

  // catalogue
  listProducts: defineRoute({
    ...LIGHT_ROUTE_HEADS.listProducts,
    query: productListQuerySchema,
    response: productListSchema,
    summary: 'Published products: search, category, price range, in stock, sort, pages',
  }),
  getProduct: defineRoute({
    ...LIGHT_ROUTE_HEADS.getProduct,
    params: productSlugParamsSchema,
    response: productDetailSchema,
    summary: 'One published product by slug, with its category',
  }),
  listCategories: defineRoute({ ...LIGHT_ROUTE_HEADS.listCategories, response: categoryListSchema, summary: 'All categories' }),

  // where a PIN code is (the offline India Post directory: api/src/pincodes/directory.ts)
  lookupPincode: defineRoute({
    method: 'GET',
    path: '/pincodes/:pincode',
    access: 'public',
    params: pincodeParamsSchema,
    response: pincodeInfoSchema,
    summary: "A PIN code's district, state(s) and localities (404 not_found: India Post has no such PIN code); cached for a day",
  }),

  // cart
  getCart: defineRoute({ ...LIGHT_ROUTE_HEADS.getCart, response: cartSchema, summary: "The signed-in user's cart" }),
  replaceCart: defineRoute({
    ...LIGHT_ROUTE_HEADS.replaceCart,
    body: cartInputSchema,
    response: cartSchema,
    summary: 'Replace the cart; quantities are capped and the caps reported',
  }),
  mergeCart: defineRoute({
    ...LIGHT_ROUTE_HEADS.mergeCart,
    body: cartInputSchema,
    response: cartSchema,
    summary: 'Merge a guest cart into the account cart on sign-in',
  }),

  // checkout and payments
  checkout: defineRoute({
    method: 'POST',
    path: '/checkout',
    access: 'user',
    body: checkoutRequestSchema,
    response: checkoutResponseSchema,
    summary: 'Price, tax and reserve the lines; returns the order and the provider order to pay',
  }),
  previewDiscount: defineRoute({
    method: 'POST',
    path: '/checkout/discount',
    access: 'user',
    body: discountPreviewRequestSchema,
    response: discountPreviewSchema,
    summary: "Whether a discount code applies to these lines and what it takes off (422 discount_rejected with the reason); checked again at checkout",
  }),
  paymentConfig: defineRoute({
    ...LIGHT_ROUTE_HEADS.paymentConfig,
    response: paymentConfigSchema,
    summary: "The payment provider's public key and checkout script",
  }),
  verifyPayment: defineRoute({
    method: 'POST',
    path: '/payments/verify',
    access: 'user',
    body: verifyPaymentRequestSchema,
    response: verifyPaymentResponseSchema,
    summary: "Accept the checkout dialog's signed result",
  }),
  paymentWebhook: defineRoute({
    method: 'POST',
    path: '/payments/webhook',
    access: 'provider',
    body: paymentWebhookSchema,
    response: paymentWebhookResponseSchema,
    summary: "The provider's signed event; repeats are ignored",
  }),
  upiCollect: defineRoute({
    method: 'POST',
    path: '/payments/upi/collect',
    access: 'user',
    body: upiCollectRequestSchema,
    response: upiPaymentSchema,
    summary: 'Send a UPI collect request for one of my orders awaiting payment to a UPI ID (the one already waiting for it, if any); the hold renewed',
  }),
  upiPayment: defineRoute({
    method: 'GET',
    path: '/payments/upi',
    access: 'user',
    query: upiPaymentQuerySchema,
    response: upiPaymentAnswerSchema,
    summary: "An order's UPI payment as it stands (an approved collect is verified and the order marked paid), or my order whose collect request waits",
  }),

  // orders
  myOrders: defineRoute({
    method: 'GET',
    path: '/orders',
    access: 'user',
    query: myOrdersQuerySchema,
    response: myOrdersSchema,
    summary: "The signed-in user's orders, newest first",
  }),
  myOrder: defineRoute({
    method: 'GET',
    path: '/orders/:id',
    access: 'user',
    params: idParamsSchema,
    response: customerOrderSchema,
    summary: 'One of my orders with its payment attempts (404 for anyone else)',
  }),
  payMyOrder: defineRoute({
    method: 'POST',
    path: '/orders/:id/pay',
    access: 'user',
    params: idParamsSchema,
    response: checkoutResponseSchema,
    summary: 'Pay one of my orders awaiting payment: the provider order to open, the hold renewed (409 once paid or cancelled)',
  }),
  cancelMyOrder: defineRoute({
    method: 'POST',
    path: '/orders/:id/cancel',
    access: 'user',
    params: idParamsSchema,
    response: orderSchema,
    summary: 'Cancel one of my orders while it awaits payment; its stock goes back (409 once paid, 404 for anyone else)',
  }),
  myOrderInvoice: defineRoute({
    method: 'GET',
    path: '/orders/:id/invoice',
    access: 'user',
    params: idParamsSchema,
    response: taxInvoiceSchema,
    summary: "The tax invoice of one of my orders, once paid (404 for anyone else's, 409 before payment)",
  }),
  orderEvents: defineRoute({
    method: 'GET',
    path: '/events',
    access: 'user',
    kind: 'events',
    response: customerEventSchema,
    summary: "Server-sent events: changes to the signed-in user's orders",
  }),
  pollOrderEvents: defineRoute({
    method: 'GET',
    path: '/events/poll',
    access: 'user',
    query: eventPollQuerySchema,
    response: customerEventPollSchema,
    summary: 'My order changes after a cursor (polling)',
  }),

  // account
  getAccount: defineRoute({ method: 'GET', path: '/account', access: 'user', response: profileSchema, summary: 'My profile' }),
  myStoreCredit: defineRoute({
    method: 'GET',
    path: '/account/store-credit',
    access: 'user',
    response: storeCreditSchema,
    summary: 'My store credit: the balance a checkout may spend, and its entries, newest first',
  }),
  updateAccount: defineRoute({
    method: 'PUT',
    path: '/account',
    access: 'user',
    body: updateProfileSchema,
    response: profileSchema,
    summary: 'Update name, phone, addresses and GSTIN',
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: '/account',
    access: 'user',
    response: deletedSchema,
    summary: 'Delete the identity and personal data; orders are kept anonymized',
  }),
  // identity: accounts and passwords go through the API, which holds the shop's password rule
  signUp: defineRoute({
    method: 'POST',
    path: '/account/sign-up',
    access: 'public',
    body: signUpRequestSchema,
    response: signUpResponseSchema,
    summary: "Create a customer account (the shop's password rule), and queue its e-mail verification",
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/account/password-reset',
    access: 'public',
    body: passwordResetRequestSchema,
    response: mailQueuedSchema,
    summary: 'Queue a password-reset e-mail linking to /auth/action (the same answer whether an account exists or not)',
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/account/password',
    access: 'public',
    body: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
    summary: "Set a new password with a password-reset action code (the shop's password rule)",
  }),

  // contact
  sendContactMessage: defineRoute({
    method: 'POST',
    path: '/contact',
    access: 'public',
    body: contactRequestSchema,
    response: contactResponseSchema,
    summary: 'Store a contact message (rate limited)',
  }),

  // admin: products
  adminListProducts: defineRoute({
    method: 'GET',
    path: '/admin/products',
    access: 'admin',
    permission: ['catalogue', 'stock'],
    query: adminProductListQuerySchema,
    response: adminProductListSchema,
    summary: 'All products, published or not',
  }),
  adminGetProduct: defineRoute({ method: 'GET', path: '/admin/products/:id', access: 'admin', permission: ['catalogue', 'stock'], params: idParamsSchema, response: productSchema, summary: 'One product' }),
  adminCreateProduct: defineRoute({
    method: 'POST',
    path: '/admin/products',
    access: 'admin',
    permission: 'catalogue',
    body: productInputSchema,
    response: productSchema,
    summary: 'Create a product',
  }),
  adminUpdateProduct: defineRoute({
    method: 'PUT',
    path: '/admin/products/:id',
    access: 'admin',
    permission: 'catalogue',
    params: idParamsSchema,
    body: productUpdateSchema,
    response: productSchema,
    summary: "Replace a product's fields (not its stock) from the version it was read at; an older version: 409 datastale",
  }),
  adminAdjustStock: defineRoute({
    method: 'POST',
    path: '/admin/products/:id/stock',
    access: 'admin',
    permission: 'stock',
    params: idParamsSchema,
    body: stockAdjustmentSchema,
    response: productSchema,
    summary: 'Add or take stock (+n / -n, with a reason) to what is there now; never below 0',
  }),
  adminSaveVariants: defineRoute({
    method: 'PUT',
    path: '/admin/products/:id/variants',
    access: 'admin',
    permission: 'catalogue',
    params: idParamsSchema,
    body: variantGridInputSchema,
    response: productSchema,
    summary: "Replace a product's options and variant grid (not existing variants' stock) from the version it was read at; an older version: 409 datastale",
  }),
  adminAdjustVariantStock: defineRoute({
    method: 'POST',
    path: '/admin/products/:id/variants/:variantId/stock',
    access: 'admin',
    permission: 'stock',
    params: variantStockParamsSchema,
    body: stockAdjustmentSchema,
    response: productSchema,
    summary: "Add or take a variant's stock (+n / -n, with a reason); never below 0",
  }),
  adminPublishProduct: defineRoute({
    method: 'POST',
    path: '/admin/products/:id/publish',
    access: 'admin',
    permission: 'catalogue',
    params: idParamsSchema,
    response: productSchema,
    summary: 'Show a product in the shop',
  }),
  adminUnpublishProduct: defineRoute({
    method: 'POST',
    path: '/admin/products/:id/unpublish',
    access: 'admin',
    permission: 'catalogue',
    params: idParamsSchema,
    response: productSchema,
    summary: 'Hide a product from the shop',
  }),
  adminDeleteProduct: defineRoute({
    method: 'DELETE',
    path: '/admin/products/:id',
    access: 'admin',
    permission: 'catalogue',
    params: idParamsSchema,
    response: deletedSchema,
    summary: 'Delete a product (orders keep their copy of its lines)',
  }),

  // admin: orders
  adminListOrders: defineRoute({
    method: 'GET',
    path: '/admin/orders',
    access: 'admin',
    permission: ['orders', 'fulfilment', 'refunds'],
    query: adminOrderListQuerySchema,
    response: adminOrderListSchema,
    summary: 'Orders, filtered by status, dates and search',
  }),
  adminGetOrder: defineRoute({
    method: 'GET',
    path: '/admin/orders/:id',
    access: 'admin',
    permission: ['orders', 'fulfilment', 'refunds'],
    params: idParamsSchema,
    response: adminOrderDetailSchema,
    summary: 'One order with its customer and history',
  }),
  adminChangeOrderStatus: defineRoute({
    method: 'POST',
    path: '/admin/orders/:id/status',
    access: 'admin',
    permission: ['orders', 'fulfilment'],
    params: idParamsSchema,
    body: orderStatusChangeSchema,
    response: orderSchema,
    summary: 'Move the order or fulfilment status along the shared transition table',
  }),
  adminRefundOrder: defineRoute({
    method: 'POST',
    path: '/admin/orders/:id/refund',
    access: 'admin',
    permission: 'refunds',
    params: idParamsSchema,
    body: refundRequestSchema,
    response: orderSchema,
    summary: 'Refund all or part of a paid order',
  }),
  adminShipOrder: defineRoute({
    method: 'POST',
    path: '/admin/orders/:id/ship',
    access: 'admin',
    permission: 'fulfilment',
    params: idParamsSchema,
    body: shipOrderRequestSchema,
    response: orderSchema,
    summary: 'Mark a packed order shipped with its carrier and tracking number (the customer is e-mailed)',
  }),

  // admin: users
  adminListUsers: defineRoute({
    method: 'GET',
    path: '/admin/users',
    access: 'admin',
    permission: 'staff',
    query: adminUserListQuerySchema,
    response: adminUserListSchema,
    summary: 'Users, filtered by role, state and search',
  }),
  adminSetUserRole: defineRoute({
    method: 'PUT',
    path: '/admin/users/:uid/role',
    access: 'admin',
    permission: 'staff',
    params: uidParamsSchema,
    body: setRoleRequestSchema,
    response: adminUserSchema,
    summary: "Set a user's role (the admin claim)",
  }),
  adminDisableUser: defineRoute({
    method: 'POST',
    path: '/admin/users/:uid/disable',
    access: 'admin',
    permission: 'staff',
    params: uidParamsSchema,
    response: adminUserSchema,
    summary: 'Disable a user; their sessions end',
  }),
  adminEnableUser: defineRoute({
    method: 'POST',
    path: '/admin/users/:uid/enable',
    access: 'admin',
    permission: 'staff',
    params: uidParamsSchema,
    response: adminUserSchema,
    summary: 'Enable a disabled user',
  }),

  // admin: discount codes
  adminListDiscounts: defineRoute({
    method: 'GET',
    path: '/admin/discounts',
    access: 'admin',
    permission: 'discounts',
    response: discountListSchema,
    summary: 'Every discount code with its uses, newest first',
  }),
  adminCreateDiscount: defineRoute({
    method: 'POST',
    path: '/admin/discounts',
    access: 'admin',
    permission: 'discounts',
    body: discountInputSchema,
    response: discountSchema,
    summary: 'Create a discount code (409 conflict on the field code when it exists, whatever its case)',
  }),
  adminUpdateDiscount: defineRoute({
    method: 'PUT',
    path: '/admin/discounts/:id',
    access: 'admin',
    permission: 'discounts',
    params: idParamsSchema,
    body: discountUpdateSchema,
    response: discountSchema,
    summary: "Replace a discount code's fields, deactivate it (active: false), from the version it was read at; an older version: 409 datastale",
  }),

  // admin: the rest
  adminDashboard: defineRoute({ method: 'GET', path: '/admin/dashboard', access: 'admin', permission: 'reports', response: dashboardSchema, summary: 'Dashboard figures' }),
  adminContactMessages: defineRoute({
    method: 'GET',
    path: '/admin/contact-messages',
    access: 'admin',
    permission: 'orders',
    query: contactMessageListQuerySchema,
    response: contactMessageListSchema,
    summary: 'Contact messages, newest first',
  }),
  adminAuditLog: defineRoute({
    method: 'GET',
    path: '/admin/audit-log',
    access: 'admin',
    permission: 'staff',
    query: auditLogQuerySchema,
    response: auditLogSchema,
    summary: 'Every admin change, newest first',
  }),
  adminEvents: defineRoute({
    method: 'GET',
    path: '/admin/events',
    access: 'admin',
    permission: ['orders', 'fulfilment', 'refunds'],
    kind: 'events',
    response: adminEventSchema,
    summary: 'Server-sent events: new orders and order changes',
  }),
  adminPollEvents: defineRoute({
    method: 'GET',
    path: '/admin/events/poll',
    access: 'admin',
    permission: ['orders', 'fulfilment', 'refunds'],
    query: eventPollQuerySchema,
    response: adminEventPollSchema,
    summary: 'New orders and changes after a cursor (polling)',
  }),
} as const satisfies Record<string, ApiRoute>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
