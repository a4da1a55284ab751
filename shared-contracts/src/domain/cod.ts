/**
 * Cash on delivery (issue 32 item 3): whether an order may be paid at the door, by the merchant's
 * rules (Settings › Cash on delivery). One function decides, on the server, for the payment step's
 * offer (GET /checkout/cod) and again for the checkout itself; a refusal names its reason, an i18n
 * key (`cod.<reason>` in the errors namespace) the payment step shows.
 *
 * The lifecycle (domain/order.ts): a COD order is placed with its payment `due`, holds its stock
 * until the shopper confirms it (its e-mail's link or My orders), and is cancelled when the hold
 * ends unconfirmed. The courier then collects the money (`collected`) or the parcel is refused at
 * the door (`refused`): it comes back (fulfilment `returned`) and its stock with it. Each refusal
 * counts against the account and the phone number that placed it.
 */
import type { Paise } from './money';

export type CodSettings = {
  /** Offered at all. */
  enabled: boolean;
  /** The order value (goods and shipping, GST included, before the fee) it is offered for. */
  minOrder: Paise;
  maxOrder: Paise;
  /** Added to the order as part of its shipping line (GST included); 0: none. */
  fee: Paise;
  /** PIN-code prefixes it serves ('302', '110001'); none: everywhere the shop delivers. */
  pincodePrefixes: string[];
  /** Category ids whose products are never sent cash on delivery. */
  excludedCategories: string[];
  /** Refusals at the door a customer (account or phone number) may have had and still be offered it. */
  maxRefusals: number;
  /** Open (unsettled) COD orders a guest may have at once, per phone number and per e-mail mailbox. */
  guestOpenPerPhone: number;
  guestOpenPerEmail: number;
  /** Hours the shopper has to confirm a COD order before it is cancelled and its stock returned. */
  confirmHours: number;
};

export const DEFAULT_COD_SETTINGS: CodSettings = {
  enabled: false,
  minOrder: 0,
  maxOrder: 50_000_00,
  fee: 0,
  pincodePrefixes: [],
  excludedCategories: [],
  maxRefusals: 1,
  guestOpenPerPhone: 2,
  guestOpenPerEmail: 2,
  confirmHours: 24,
};

export const COD_REFUSALS = ['disabled', 'below_min', 'above_max', 'pincode', 'category', 'refusals', 'open_orders'] as const;
export type CodRefusal = (typeof COD_REFUSALS)[number];

/** What is known of the checkout when COD is judged. */
export type CodCase = {
  /** The order's value before the fee (goods and shipping, GST included). */
  total: Paise;
  pincode: string;
  /** The categories of the products bought. */
  categoryIds: readonly (string | null)[];
  /** Refusals at the door so far, of the account or of the phone number, whichever is more. */
  refusals: number;
  /** A guest's open COD orders by the same phone and by the same mailbox (signed-in customers: absent). */
  guestOpen?: { byPhone: number; byEmail: number };
};

/** null: cash on delivery may be offered; else why not. */
export function codRefusal(settings: CodSettings, order: CodCase): CodRefusal | null {
  if (!settings.enabled) return 'disabled';
  if (settings.pincodePrefixes.length && !settings.pincodePrefixes.some((prefix) => order.pincode.startsWith(prefix))) return 'pincode';
  if (order.categoryIds.some((id) => id !== null && settings.excludedCategories.includes(id))) return 'category';
  if (order.total < settings.minOrder) return 'below_min';
  if (order.total > settings.maxOrder) return 'above_max';
  if (order.refusals > settings.maxRefusals) return 'refusals';
  if (order.guestOpen && (order.guestOpen.byPhone >= settings.guestOpenPerPhone || order.guestOpen.byEmail >= settings.guestOpenPerEmail)) return 'open_orders';
  return null;
}

/** A phone number as the courier dials it: its last ten digits (+91 98290 12345 = 09829012345 = 9829012345). */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}
