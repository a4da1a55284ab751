/**
 * What the shopper typed on the payment page, kept in this tab's sessionStorage (issue 38), so a
 * reload, Back and Forward, or a phone's browser discarding the tab in the background finds the
 * form as it was: the receipt e-mail, the delivery (and billing) address, the GSTIN, the "save
 * this address" choice, the discount code, the payment method and the store-credit choice.
 *
 * Never card data or a UPI ID: a card is typed in the provider's own window, and the UPI ID field
 * (UpiPayment) is not part of the draft. Only the fields named here are kept, so a field added to
 * the form later is not stored by accident. The draft belongs to one account (a guest's anonymous
 * one too) and is dropped once the order is placed.
 */
import type { Address } from 'shared-contracts/domain/order';
import type { PaymentMethod } from './pay';

export const CHECKOUT_DRAFT_KEY = 'shop:checkout-draft';

/** The payment form's fields the draft keeps. */
export type DraftForm = { email?: string; shippingAddress?: Partial<Address>; billingAddress?: Partial<Address>; gstin?: string; saveAddress?: boolean };

export type CheckoutDraft = {
  form: DraftForm;
  method?: PaymentMethod;
  useCredit?: boolean;
  /** The discount code typed, and whether it had been applied (it is checked again on restore). */
  discount?: { code: string; applied: boolean };
};

const ADDRESS_FIELDS = ['name', 'phone', 'line1', 'line2', 'city', 'pincode', 'stateCode'] as const;
const METHODS: readonly PaymentMethod[] = ['upi', 'card'];

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const text = (value: unknown, max = 200): string | undefined => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** An address's known text fields; anything else is left out. */
function addressOf(value: unknown): Partial<Address> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const source = value as Record<string, unknown>;
  const kept = Object.fromEntries(ADDRESS_FIELDS.flatMap((field) => (typeof source[field] === 'string' ? [[field, text(source[field])]] : [])));
  return Object.keys(kept).length ? (kept as Partial<Address>) : undefined;
}

/** The form's values the draft keeps, from whatever the form (or storage) holds. */
export function draftFormOf(values: unknown): DraftForm {
  const source = (typeof values === 'object' && values !== null ? values : {}) as Record<string, unknown>;
  const form: DraftForm = {};
  const email = text(source.email);
  if (email !== undefined) form.email = email;
  const shippingAddress = addressOf(source.shippingAddress);
  if (shippingAddress) form.shippingAddress = shippingAddress;
  const billingAddress = addressOf(source.billingAddress);
  if (billingAddress) form.billingAddress = billingAddress;
  const gstin = text(source.gstin, 15);
  if (gstin !== undefined) form.gstin = gstin;
  if (typeof source.saveAddress === 'boolean') form.saveAddress = source.saveAddress;
  return form;
}

/** The draft `uid` left in this tab, if any. */
export function readCheckoutDraft(uid: string): CheckoutDraft | undefined {
  try {
    const parsed = JSON.parse(storage()?.getItem(CHECKOUT_DRAFT_KEY) ?? 'null') as Record<string, unknown> | null;
    if (typeof parsed !== 'object' || parsed === null || parsed.uid !== uid) return undefined;
    const discount = parsed.discount as { code?: unknown; applied?: unknown } | undefined;
    return {
      form: draftFormOf(parsed.form),
      ...(METHODS.includes(parsed.method as PaymentMethod) ? { method: parsed.method as PaymentMethod } : {}),
      ...(typeof parsed.useCredit === 'boolean' ? { useCredit: parsed.useCredit } : {}),
      ...(typeof discount?.code === 'string' && discount.code ? { discount: { code: discount.code.slice(0, 32), applied: discount.applied === true } } : {}),
    };
  } catch {
    return undefined;
  }
}

export function writeCheckoutDraft(uid: string, draft: CheckoutDraft): void {
  try {
    storage()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ uid, ...draft, form: draftFormOf(draft.form) }));
  } catch {
    // storage full or refused: the form lives on in this page only
  }
}

/** After the order is placed: nothing of it stays in the tab. */
export function clearCheckoutDraft(): void {
  try {
    storage()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
