/**
 * The API's error codes and their statuses, without zod: the browser's API client needs only these
 * (error-body.ts adds the schema of the error body).
 */
/** The `error.code` values the API answers with; each has a message in the `errors` namespace (`api.<code>`). */
export const API_ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'unauthorized',
  'forbidden',
  'missing_permission',
  'not_found',
  'conflict',
  'invalid_transition',
  'idempotency_conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'payment_declined',
  'quota_exceeded',
  'payment_failed',
  'invalid_signature',
  'out_of_stock',
  'price_changed',
  'unpaid_order_limit',
  'order_not_payable',
  'guest_hold_limit',
  'guest_checkout_limit',
  'second_factor_required',
  'second_factor_setup_required',
  'datastale',
  'nodata',
  'cart_limit',
  'discount_rejected',
  'cod_unavailable',
  'sold_by_variant',
  'last_owner',
  'server_error',
  'unavailable',
  'maxretry',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Codes only the browser client produces: no answer, or an answer it could not understand. */
export const CLIENT_ERROR_CODES = ['network', 'timeout', 'invalid_response', 'unknown'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Field path ('address.pincode', 'lines.0.quantity') -> the messages of the rules it failed. */
export type FieldErrors = Record<string, string[]>;

/**
 * Figures a refusal carries for the caller to act on, e.g. price_changed's new prices and total
 * (its shape: `priceChangedDetailsSchema` in api/checkout). Absent for most codes.
 */
export type ErrorDetails = Record<string, unknown>;

/** Whether `data` is an error body as the API sends it: `{ error: { code, message, fields?, requestId? } }`. */
export function isApiErrorBody(data: unknown): data is { error: { code: ApiErrorCode; message: string; fields?: FieldErrors; requestId?: string; details?: ErrorDetails } } {
  const error = (data as { error?: { code?: unknown; message?: unknown; fields?: unknown; requestId?: unknown; details?: unknown } } | null)?.error;
  if (typeof error !== 'object' || error === null) return false;
  if (!(API_ERROR_CODES as readonly unknown[]).includes(error.code) || typeof error.message !== 'string') return false;
  if (error.requestId !== undefined && typeof error.requestId !== 'string') return false;
  if (error.details !== undefined && (typeof error.details !== 'object' || error.details === null || Array.isArray(error.details))) return false;
  if (error.fields === undefined) return true;
  return (
    typeof error.fields === 'object' &&
    error.fields !== null &&
    Object.values(error.fields).every((messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'))
  );
}

/**
 * The HTTP status each code is sent with: the one table, read by the API when it answers
 * (api/src/http/errors.ts) and by anyone reading an answer. A test walks every route against it.
 */
export const API_ERROR_STATUS: Readonly<Record<ApiErrorCode, number>> = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  /** The card was refused: nothing was taken. */
  payment_declined: 402,
  /** The file storage is full (spec §8: storage's 402). */
  quota_exceeded: 402,
  forbidden: 403,
  /** A staff member whose role lacks the permission the route needs (domain/staff's matrix): `details.role`, `details.permission`. */
  missing_permission: 403,
  /** A payment result or webhook whose signature is not the provider's: not allowed, not malformed. */
  invalid_signature: 403,
  /** A staff session that has not proven its second factor (issue 35b: the member enrolled one, or the owner requires it): the admin asks for the code. */
  second_factor_required: 403,
  /** The owner requires two-factor sign-in and this staff member has not enrolled an authenticator app yet: the admin shows the set-up screen. */
  second_factor_setup_required: 403,
  not_found: 404,
  conflict: 409,
  invalid_transition: 409,
  idempotency_conflict: 409,
  out_of_stock: 409,
  price_changed: 409,
  unpaid_order_limit: 409,
  /** A payment opened for an order that can no longer be paid (cancelled: replaced by another checkout, its hold ended). */
  order_not_payable: 409,
  /** A guest's checkout of a product whose unpaid guest orders hold the merchant's share of its stock: the lines on `lines.<i>.quantity`. Signed-in customers are not refused. */
  guest_hold_limit: 409,
  /** Spec §8's database code: a save based on an older version of what it changes (an admin's product form opened before another change). */
  datastale: 409,
  /** Spec §8's database code: a transaction found no row to work on, e.g. a product form saved after the product was deleted (the form had it; it is gone). */
  nodata: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** More than the shop sells in one line: refused whatever the state, so not a conflict. */
  cart_limit: 422,
  /** A discount code that does not apply (unknown, expired, used up...): the reason on the field `discountCode`. */
  discount_rejected: 422,
  /** A product sold by variant has no stock of its own to adjust: its variants' stock is adjusted. */
  sold_by_variant: 422,
  /** Cash on delivery is not offered for this order (the merchant's rules, domain/cod.ts): the reason on the field `paymentMethod`. */
  cod_unavailable: 422,
  /** The shop's last owner may not be removed or given another role (domain/staff): someone must be able to manage the team. */
  last_owner: 409,
  rate_limited: 429,
  /** A guest's reservations per client address (IPv6 per /64), e-mail mailbox or device, over their limit (`details.by`). */
  guest_checkout_limit: 429,
  server_error: 500,
  /** The payment provider failed to answer: an upstream failure. */
  payment_failed: 502,
  unavailable: 503,
  /** Spec §8/§9: a transaction that still met others after 25 retries; trying again later may work. */
  maxretry: 503,
};

/** The code for a status when the body does not say (a proxy's HTML page, an empty 502). */
export function errorCodeForStatus(status: number): ApiErrorCode | 'unknown' {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 402:
      return 'payment_declined';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 502:
    case 503:
    case 504:
      return 'unavailable';
    default:
      return status >= 500 && status < 600 ? 'server_error' : 'unknown';
  }
}

