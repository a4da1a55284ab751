/**
 * Workflow `checkout`: turns the shopper's lines and address into an order waiting for payment.
 * One order per checkout: paying again for an unchanged cart pays the same order.
 *
 *   0. receipt    where the order's e-mails go: the account's address, or for a guest (an anonymous
 *                 account has none) the `email` of the request, required of them (400 on the field)
 *   1. lines      add up repeated products; each within MAX_QUANTITY_PER_LINE (the address and
 *                 GSTIN were judged by the shared schemas when the request was parsed)
 *   2. replay     the same idempotency key again: the same order and provider order, never a
 *                 second one; the same key with other lines: 409 idempotency_conflict
 *   3. price      every line from the server's catalogue (prices the browser sent are ignored), GST
 *                 split by seller state vs delivery state, shipping by the shared cart rule; a total
 *                 other than the one the shopper reviewed (`expectedTotal`): 409 price_changed with
 *                 the new figures, nothing reserved (a changed price is never charged silently)
 *   4. same cart  the account's order awaiting payment for these very lines, address, GSTIN and
 *                 total (after a decline, a closed dialog, a reload, a second press of Pay): that
 *                 order again, its hold renewed, paid with a new attempt on its provider order.
 *                 Any other order of the account awaiting payment is replaced: cancelled, its
 *                 stock back on the shelf (the cart changed)
 *   5. reserve    in ONE transaction, one at a time per account (advisory lock on the uid): a
 *                 matching order made meanwhile by a parallel press is answered instead; refuse
 *                 with 409 unpaid_order_limit when the account already holds config.checkout
 *                 .maxUnpaidOrders orders awaiting payment; take each line's stock with a conditional
 *                 UPDATE (any line short: everything rolls back, 409 out_of_stock naming the lines);
 *                 a guest (anonymous account) only within the guest share of each product (409
 *                 guest_hold_limit naming the lines) and its reservations per address, mailbox and
 *                 device (429 guest_checkout_limit): checkout/guest-limits.ts; create the order
 *                 (pending, unpaid, held until now + reservation minutes), remember the address
 *   6. pay        create the provider order for the priced total and store its id (cash on
 *                 delivery has none: its payment moves to due, awaiting the shopper's confirmation,
 *                 cod/workflows.ts; judged by the merchant's rules at steps 3 and 5, cod/rules.ts)
 *                 compensation: if the provider refuses, the order is deleted and the stock returned.
 *                 A total of ₹0 (a discount code covered the goods, and they ship free) never
 *                 reaches the provider (Razorpay refuses orders under ₹1): the order is confirmed
 *                 at once as a free order, payment status `free`, its invoice numbered, the cart
 *                 emptied, the confirmation e-mail queued; the answer has no provider order.
 *                 Store credit (`useStoreCredit`, prepaid only) is applied at step 5 under the
 *                 account's lock (store-credit/ledger.ts): the provider order is for the rest
 *                 (amountPayable), and a total the credit covers is confirmed like a free order
 *   7. announce   an 'order.created' event for the realtime streams
 *
 * An order that can no longer be paid (cancelled: replaced by another checkout, its hold ended) is
 * never opened for payment again, by a repeated request or My orders' Pay now: 409
 * order_not_payable. A payment that reaches it anyway (a dialog opened before) is refunded
 * (payment.ts).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { checkoutRequestSchema, CheckoutResponse, PriceChangedDetails } from 'shared-contracts/api/checkout';
import { cartTotals, lineKey, MAX_QUANTITY_PER_LINE, type CartLine } from 'shared-contracts/domain/cart';
import type { AppliedDiscount } from 'shared-contracts/domain/discount';
import type { GstRate, GstStateCode } from 'shared-contracts/domain/gst';
import { CURRENCY } from 'shared-contracts/domain/money';
import { acceptsPayment, amountPayable, INITIAL_ORDER_STATES, isAwaitingPayment, orderLine, type Address } from 'shared-contracts/domain/order';
import type { FieldErrors } from 'shared-contracts/api/error-codes';
import { i18n } from 'shared-contracts/platform/i18n';
import type { Locale } from 'shared-contracts/i18n/locales';
import { maxNumber, required } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import { announce, changeOrder, SYSTEM_ACTOR, type OrderRow } from '../orders/lifecycle';
import { orderNumber, toOrderDto } from '../orders/dto';
import { getOrderRow, getUserOrderRow, returnStock } from '../orders/repository';
import { catalogueFor, priceLine, type Catalogue } from '../cart/repository';
import { takeVariantStock } from '../catalogue/variants';
import { lineNames } from '../catalogue/localize';
import { nameUnnamedProfile } from '../account/profile';
import type { Services } from '../services';
import { readSettings } from '../settings/store';
import { applyCode, holdUse, loadCode, recordRedemption, type LoadedCode } from '../discounts/apply';
import { checkGuestShare, countGuestReservation } from './guest-limits';
import { deliveryOf, itemWeight, shippingTable, stateOfPin } from '../delivery/rates';
import type { OrderDelivery, ShippingTable } from 'shared-contracts/domain/delivery';
import { customLineId, type CustomLine } from 'shared-contracts/domain/order-edit';
import { translate } from 'shared-contracts/validation/translate';
import { codTerms, judgeCodIn, withCodFee, type CodTerms } from '../cod/rules';
import { placeCodOrder } from '../cod/workflows';
import { creditForCheckout, dropSpend, spendStoreCredit } from '../store-credit/ledger';
import * as repository from './repository';
import { recordSignUpConsents } from '../privacy/consent';

export type CheckoutValues = z.output<typeof checkoutRequestSchema>;

/** How long a repeated request waits for the first one to finish creating the provider order. */
const REPLAY_WAIT_MS = 5_000;

/** One line of the order: a product, or a variant of a product sold by variant. */
export type Wanted = { productId: string; variantId?: string; quantity: number; index: number };

/** Where the checkout comes from: the client address's rate-limit key (http/rate-limit.ts addressKey). */
export type CheckoutClient = { address: string };

export async function checkoutWorkflow(services: Services, caller: Caller, request: CheckoutValues, lng: Locale, client: CheckoutClient): Promise<CheckoutResponse> {
  const email = receiptEmail(caller, request, lng);
  const wanted = combineLines(request, lng);

  const existing = await repository.findOrderByIdempotencyKey(services.db, caller.uid, request.idempotencyKey);
  if (existing) return replay(services, caller, existing, wanted);

  const catalogue = await catalogueFor(services.db, wanted);
  // a code that does not apply is refused here, before anything is reserved (discounts/apply.ts)
  const code = request.discountCode ? await loadCode(services.db, request.discountCode, wanted.map((line) => line.productId), lng) : undefined;
  const table = await shippingTable(services);
  const priced = price(request, wanted, catalogue, lng, (await readSettings(services, 'store')).stateCode, table, code);
  // cash on delivery: the merchant's rules judge the order before anything is reserved; its fee joins the shipping (cod/rules.ts)
  if (request.paymentMethod === 'cod') {
    priced.cod = await codTerms(services, caller, request, email, priced.totals.total, wanted.map((line) => line.productId), lng);
    priced.totals = withCodFee(priced.totals, priced.cod.fee);
  }
  if (request.expectedTotal !== undefined && request.expectedTotal !== priced.totals.total) throw priceChanged(request.expectedTotal, priced);

  const same = await sameCheckout(services, caller, request, priced, email);
  if (same) return response(services, caller, await renewHold(services, await providerOrderOf(services, same)));

  const reserved = await reserve(services, caller, request, priced, email, lng, client);
  if (reserved.kind === 'existing') return response(services, caller, await providerOrderOf(services, reserved.order));
  if (!reserved.order) return replay(services, caller, (await repository.findOrderByIdempotencyKey(services.db, caller.uid, request.idempotencyKey))!, wanted);

  // cash on delivery: no provider order, the shopper confirms it (cod/workflows.ts); nothing to pay at all: free
  const placed =
    amountPayable(reserved.order) === 0
      ? await confirmFreeOrder(services, reserved.order)
      : priced.cod
        ? await placeCodOrder(services, reserved.order)
        : await createProviderOrder(services, reserved.order);
  await announce(services, 'order.created', placed);
  return response(services, caller, placed);
}

/**
 * My orders' "Pay now": one of the caller's orders awaiting payment, its hold renewed, with the
 * provider order to open. Cancelled (another tab's checkout replaced it, its hold ended): 409
 * order_not_payable, which the page shows; paid: refused like a cancel would be; not theirs: 404.
 */
export async function payOrderWorkflow(services: Services, caller: Caller, orderId: string): Promise<CheckoutResponse> {
  const order = await getUserOrderRow(services.db, caller.uid, orderId);
  if (!order) throw new HttpError('not_found');
  if (!acceptsPayment(order)) throw new HttpError('order_not_payable');
  if (!isAwaitingPayment(order) || !order.providerOrderId) {
    throw new HttpError('invalid_transition', { to: ['order.transition_not_allowed'] });
  }
  return response(services, caller, await renewHold(services, order));
}

/**
 * Step 0: the address the order's e-mails go to. A customer's account has one; a guest's anonymous
 * account has none, so the guest gives it with the checkout (checked by the schema's `email` rule).
 */
function receiptEmail(caller: Caller, request: CheckoutValues, lng: Locale): string {
  if (caller.email && !caller.anonymous) return caller.email;
  if (request.email) return request.email;
  throw new HttpError('validation_failed', { email: [withLanguage(lng, () => required('')) as string] });
}

/** Same lines (quantities), delivery and billing address, GSTIN, total and receipt address: the same checkout. */
function isSameCheckout(order: OrderRow, request: CheckoutValues, priced: Priced, email: string): boolean {
  const before = new Map(order.lines.map((line) => [lineKey(line), line.quantity]));
  return (
    before.size === priced.reserve.length &&
    priced.reserve.every((line) => before.get(lineKey(line)) === line.quantity) &&
    order.totals.inclusive === priced.totals.total &&
    (order.discount?.code ?? null) === (priced.discount?.applied.code ?? null) &&
    repository.sameAddress(order.shippingAddress, request.shippingAddress) &&
    sameOptionalAddress(order.billingAddress, request.billingAddress) &&
    (order.buyerGstin ?? null) === (request.gstin ?? null) &&
    order.email === email &&
    order.paymentMethod === request.paymentMethod &&
    // store credit: asked for (whatever the balance let it apply), or not asked for and not applied
    (request.useStoreCredit || order.storeCredit === 0)
  );
}

const sameOptionalAddress = (a: Address | null, b: Address | null) => (a && b ? repository.sameAddress(a, b) : a === b);

/**
 * Step 4: the account's order awaiting payment for this same checkout, if there is one; the others
 * awaiting payment are cancelled (the cart changed: their stock goes back).
 */
async function sameCheckout(services: Services, caller: Caller, request: CheckoutValues, priced: Priced, email: string): Promise<OrderRow | undefined> {
  const open = await repository.listOrdersAwaitingPayment(services.db, caller.uid, new Date());
  const same = open.find((order) => isSameCheckout(order, request, priced, email));
  if (same) return same;
  for (const order of open) {
    await changeOrder(services, order.id, caller.uid, (row) =>
      // decided under the lock: a payment may have come in meanwhile
      isAwaitingPayment(row) ? { moves: [{ axis: 'order', to: 'cancelled' }], note: REPLACED_NOTE } : null,
    );
  }
  return undefined;
}

/** Kept in the history of an order a changed cart replaced. */
export const REPLACED_NOTE = 'replaced: the cart changed before it was paid';

/** The order once its provider order is known: a parallel first request may still be making it. */
async function providerOrderOf(services: Services, order: OrderRow): Promise<OrderRow> {
  let current = order;
  for (const deadline = Date.now() + REPLAY_WAIT_MS; !opened(current) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await getOrderRow(services.db, order.id);
    // gone: the first request's provider order failed and it was compensated; the shopper may try again
    if (!again) throw new HttpError('payment_failed');
    current = again;
  }
  if (!opened(current)) throw new HttpError('idempotency_conflict');
  return current;
}

/** Ready to answer: its provider order made, or confirmed free, or placed cash on delivery (those have none). */
const opened = (order: OrderRow) => Boolean(order.providerOrderId) || order.paymentStatus === 'free' || (order.paymentMethod === 'cod' && order.paymentStatus !== 'unpaid');

/** Paying again keeps the stock for another full hold, so it is not released while the shopper pays. */
async function renewHold(services: Services, order: OrderRow): Promise<OrderRow> {
  const until = new Date(Date.now() + services.config.reservationMinutes * 60_000).toISOString();
  return (await repository.renewHold(services.db, order.id, until)) ?? order;
}

/** Step 1: one line per product or variant (a repeated one adds up), each within the per-line limit. */
function combineLines(request: CheckoutValues, lng: Locale): Wanted[] {
  const byProduct = new Map<string, Wanted>();
  request.lines.forEach((line, index) => {
    const key = lineKey(line);
    const seen = byProduct.get(key);
    const ref = line.variantId ? { productId: line.productId, variantId: line.variantId } : { productId: line.productId };
    byProduct.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...ref, quantity: line.quantity, index });
  });
  const lines = [...byProduct.values()];
  const over = lines.filter((line) => line.quantity > MAX_QUANTITY_PER_LINE);
  if (over.length) {
    const fields = withLanguage(lng, () => over.map((line) => [`lines.${line.index}.quantity`, [maxNumber(MAX_QUANTITY_PER_LINE)(line.quantity) as string]]));
    throw new HttpError('cart_limit', Object.fromEntries(fields));
  }
  return lines;
}

/** Step 2: the order this key made before, if it was made for the same lines. */
async function replay(services: Services, caller: Caller, existing: OrderRow, wanted: Wanted[]): Promise<CheckoutResponse> {
  const before = new Map(existing.lines.map((line) => [lineKey(line), line.quantity]));
  const same = before.size === wanted.length && wanted.every((line) => before.get(lineKey(line)) === line.quantity);
  if (!same) throw new HttpError('idempotency_conflict');
  // cancelled since (another checkout replaced it, its hold ended): never opened for payment again
  if (!acceptsPayment(existing)) throw new HttpError('order_not_payable');
  let order = existing;
  // A simultaneous first request may still be talking to the provider: wait for it a moment.
  for (const deadline = Date.now() + REPLAY_WAIT_MS; !opened(order) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await repository.findOrderByIdempotencyKey(services.db, caller.uid, existing.idempotencyKey);
    // gone: the first request's provider order failed and it was compensated; the shopper may try again
    if (!again) throw new HttpError('payment_failed');
    order = again;
  }
  if (!opened(order)) throw new HttpError('idempotency_conflict');
  return response(services, caller, order);
}

export interface Priced {
  cartLines: CartLine[];
  lines: ReturnType<typeof orderLine>[];
  totals: ReturnType<typeof cartTotals>;
  reserve: Wanted[];
  sellerState: GstStateCode;
  /** The zone, rate and promised day the order is placed with (Settings › Shipping). */
  delivery: OrderDelivery;
  /** The discount code applied, and what it took off. */
  discount?: { code: LoadedCode; applied: AppliedDiscount };
  /** Cash on delivery: what it was judged on, and its fee (in `totals`' shipping). */
  cod?: CodTerms;
}

/**
 * Step 3: server prices (a variant's own) and GST; a product or variant no longer sold, or a product
 * sold by variant named without one, fails the checkout like a sold-out one. Staff's draft orders
 * and order edits price through it too (order-edits/), so they cost what the checkout would charge.
 */
export function price(
  request: Pick<CheckoutValues, 'shippingAddress'>,
  wanted: Wanted[],
  catalogue: Catalogue,
  lng: Locale,
  sellerState: GstStateCode,
  table: ShippingTable,
  code?: LoadedCode,
  custom: readonly CustomLine[] = [],
): Priced {
  const missing = wanted.filter((line) => !priceLine(catalogue, line));
  if (missing.length) throw outOfStock(missing, 'productId', lng);
  const cartLines: CartLine[] = wanted.map((line) => {
    const found = priceLine(catalogue, line)!;
    const ref = line.variantId ? { productId: line.productId, variantId: line.variantId } : { productId: line.productId };
    return { ...ref, quantity: line.quantity, unitPrice: found.price, gstRate: found.product.gstRate as GstRate };
  });
  // a draft order's custom lines (order-edits/): priced and taxed as lines, weighing nothing
  cartLines.push(...custom.map((line, index) => ({ productId: customLineId(index), quantity: line.quantity, unitPrice: line.unitPrice, gstRate: line.gstRate })));
  // shipping by the merchant's zone table: the address's zone (PIN code, else state), the parcel's
  // weight; a PIN code no zone serves is refused on its field before anything is reserved
  const { pincode, stateCode } = request.shippingAddress;
  const weightGrams = wanted.reduce((sum, line) => sum + itemWeight(priceLine(catalogue, line)!) * line.quantity, 0);
  const delivery = deliveryOf(table, { pin: pincode, stateCode: stateOfPin(pincode, stateCode) }, weightGrams, new Date());
  if (!delivery) throw new HttpError('validation_failed', { 'shippingAddress.pincode': [withLanguage(lng, () => translate('pinNotServed'))] });
  // the seller's state of the store details (Settings): CGST+SGST inside it, IGST across
  const states = { sellerState, deliveryState: request.shippingAddress.stateCode, parcel: delivery.parcel };
  // with a code: its amount shared among the lines it applies to, GST on each line's discounted value
  const discounted = code ? applyCode(code, cartLines, states, lng) : undefined;
  const totals = discounted?.totals ?? cartTotals(cartLines, states);
  const lines = cartLines.map((line, index) => {
    const extra = custom[index - wanted.length];
    if (extra) return orderLine({ ...line, title: extra.title, hsn: extra.hsn }, totals.supply, discounted?.totals.lineDiscounts[index]);
    const { product, variant } = priceLine(catalogue, line)!;
    // named in the language bought in: the confirmation, My orders, the e-mails and the invoice read it so
    return orderLine({ ...line, ...lineNames(product, variant, lng), hsn: product.hsn }, totals.supply, discounted?.totals.lineDiscounts[index]);
  });
  return { cartLines, lines, totals, reserve: wanted, sellerState, delivery: delivery.kept, ...(code && discounted ? { discount: { code, applied: discounted.applied } } : {}) };
}

function priceChanged(expectedTotal: number, priced: Priced): HttpError {
  const details: PriceChangedDetails = {
    lines: priced.cartLines.map(({ productId, variantId, quantity, unitPrice, gstRate }) => ({ productId, ...(variantId ? { variantId } : {}), quantity, unitPrice, gstRate })),
    expectedTotal,
    total: priced.totals.total,
  };
  return new HttpError('price_changed', undefined, undefined, details);
}

function outOfStock(lines: Wanted[], field: 'productId' | 'quantity', lng: Locale): HttpError {
  const message = i18n.t('errors:api.out_of_stock', { lng });
  const fields: FieldErrors = Object.fromEntries(lines.map((line) => [`lines.${line.index}.${field}`, [message]]));
  return new HttpError('out_of_stock', fields);
}

class KeyAlreadyUsed extends Error {}
class SameCheckoutMeanwhile extends Error {
  constructor(readonly order: OrderRow) {
    super('a parallel checkout made this order');
  }
}

type Reserved = { kind: 'new'; order: OrderRow | undefined } | { kind: 'existing'; order: OrderRow };

/** Step 5: stock and order together, or neither. new without an order: this key's order was made meanwhile. */
async function reserve(services: Services, caller: Caller, request: CheckoutValues, priced: Priced, email: string, lng: Locale, client: CheckoutClient): Promise<Reserved> {
  const reservedUntil = new Date(Date.now() + services.config.reservationMinutes * 60_000).toISOString();
  const guestShare = caller.anonymous ? (await readSettings(services, 'checkout')).guestShare : undefined;
  try {
    const order = await services.db.transaction(async (tx) => {
      await repository.lockAccountCheckouts(tx, caller.uid);
      // Under the lock: a parallel request with this key that got here first made the order (a
      // repeat, answered with it, never refused by the cap below).
      if (await repository.findOrderByIdempotencyKey(tx, caller.uid, request.idempotencyKey)) throw new KeyAlreadyUsed();
      // A second press of Pay (another key) for the same cart, which got here first: its order.
      const open = await repository.listOrdersAwaitingPayment(tx, caller.uid, new Date());
      const same = open.find((row) => isSameCheckout(row, request, priced, email));
      if (same) throw new SameCheckoutMeanwhile(same);
      const { maxUnpaidOrders } = services.config.checkout;
      if (open.length >= maxUnpaidOrders) throw new HttpError('unpaid_order_limit', undefined, { max: maxUnpaidOrders });
      const short: Wanted[] = [];
      // Always in the same order (by product, then variant), so two checkouts on PostgreSQL never
      // deadlock; a variant's stock and its product's total are taken together (catalogue/variants.ts).
      for (const line of [...priced.reserve].sort((a, b) => (lineKey(a) < lineKey(b) ? -1 : 1))) {
        const taken = line.variantId
          ? await takeVariantStock(tx, line.productId, line.variantId, line.quantity)
          : await repository.takeStock(tx, line.productId, line.quantity);
        if (!taken) short.push(line);
      }
      if (short.length) throw outOfStock(short, 'quantity', lng);
      // a guest: within the share of each product unpaid guest orders may hold, read while this
      // transaction holds the products' rows (taken above), so parallel guests see each other
      if (guestShare !== undefined) await checkGuestShare(tx, priced.reserve, guestShare, lng);
      // the code's uses, counted and taken in this same transaction: a refusal puts the stock back too
      const customer = { uid: caller.uid, email };
      if (priced.discount) await holdUse(tx, priced.discount.code.row, customer, lng);
      // a guest's reservations per address, mailbox and device: counted with the order, rolled back with a refusal
      if (caller.anonymous) await countGuestReservation(tx, services.config.guestReservations, { address: client.address, email, deviceId: request.deviceId });
      // cash on delivery judged again under the guest's phone and mailbox locks (its open-order limits)
      if (priced.cod) await judgeCodIn(tx, priced.cod.settings, priced.cod.customer, priced.cod.order, lng);
      // store credit (prepaid only): all the balance, at most the total, read under the account's
      // lock this transaction holds, so two checkouts at once never spend one balance twice
      const storeCredit = request.useStoreCredit && !priced.cod ? await creditForCheckout(tx, caller.uid, priced.totals.total) : 0;
      const order = await repository.insertOrderOnce(tx, {
        id: randomUUID(),
        userId: caller.uid,
        email,
        ...INITIAL_ORDER_STATES,
        lines: priced.lines,
        shipping: priced.totals.shipping,
        totals: priced.totals.tax,
        currency: CURRENCY,
        sellerState: priced.sellerState,
        supply: priced.totals.supply,
        shippingAddress: request.shippingAddress,
        billingAddress: request.billingAddress,
        buyerGstin: request.gstin,
        idempotencyKey: request.idempotencyKey,
        provider: services.payments.name,
        reservedUntil,
        language: lng,
        discount: priced.discount?.applied ?? null,
        guest: caller.anonymous,
        ...(priced.cod ? { paymentMethod: 'cod' as const, codFee: priced.cod.fee } : {}),
        delivery: priced.delivery,
        storeCredit,
      });
      if (!order) throw new KeyAlreadyUsed();
      await spendStoreCredit(tx, caller.uid, order.id, storeCredit);
      if (priced.discount) await recordRedemption(tx, order.id, priced.discount.code.row, customer, priced.discount.applied.amount);
      if (request.saveAddress) await repository.rememberAddress(tx, caller.uid, caller.email, request.shippingAddress);
      // a guest's profile (a signed-in customer's name is the one their account was given)
      if (caller.anonymous) await nameUnnamedProfile(tx, caller.uid, caller.email, request.shippingAddress.name);
      // the privacy notice the payment page showed, and marketing only if ticked (privacy/consent.ts)
      await recordSignUpConsents(tx, { userId: caller.uid, email }, 'checkout', request);
      return order;
    });
    return { kind: 'new', order };
  } catch (error) {
    if (error instanceof KeyAlreadyUsed) return { kind: 'new', order: undefined };
    if (error instanceof SameCheckoutMeanwhile) return { kind: 'existing', order: error.order };
    throw error;
  }
}

/** Step 6, with its compensation. */
async function createProviderOrder(services: Services, order: OrderRow): Promise<OrderRow> {
  let providerOrderId: string;
  try {
    ({ providerOrderId } = await services.payments.createOrder({ receipt: order.id, amount: amountPayable(order), currency: CURRENCY }));
  } catch {
    await services.db.transaction(async (tx) => {
      await returnStock(tx, order.lines);
      await dropSpend(tx, order.id);
      await repository.deleteOrder(tx, order.id);
    });
    throw new HttpError('payment_failed');
  }
  return repository.setProviderOrderId(services.db, order.id, providerOrderId);
}

/** Kept in the history of an order confirmed without a payment. */
export const FREE_ORDER_NOTE = 'nothing to pay: the discount covered the whole total';
export const STORE_CREDIT_ORDER_NOTE = 'nothing left to pay: store credit covered the total';

/**
 * Step 6 for a total of ₹0: no provider order (none is made for nothing). The order is confirmed
 * along the shared table (payment unpaid -> free, order pending -> confirmed), and entering those
 * states brings what a payment would (orders/on-enter.ts): the hold ended, the invoice numbered,
 * the cart emptied, the confirmation e-mail, the shop's order.paid notices.
 */
async function confirmFreeOrder(services: Services, order: OrderRow): Promise<OrderRow> {
  const { order: confirmed } = await changeOrder(services, order.id, SYSTEM_ACTOR, (row) =>
    row.paymentStatus !== 'unpaid' || row.status !== 'pending' || amountPayable(row) > 0
      ? null
      : {
          moves: [
            { axis: 'payment', to: 'free' },
            { axis: 'order', to: 'confirmed' },
          ],
          note: row.storeCredit > 0 ? STORE_CREDIT_ORDER_NOTE : FREE_ORDER_NOTE,
        },
  );
  return confirmed;
}

function response(services: Services, caller: Caller, order: OrderRow): CheckoutResponse {
  const { payments, config } = services;
  // a free order: nothing to open
  if (!order.providerOrderId) return { order: toOrderDto(order), payment: null };
  return {
    order: toOrderDto(order),
    payment: {
      provider: payments.name,
      keyId: payments.keyId,
      providerOrderId: order.providerOrderId!,
      amount: amountPayable(order),
      currency: CURRENCY,
      name: config.seller.legalName,
      description: `Order ${orderNumber(order.number)}`,
      prefill: {
        name: order.shippingAddress.name,
        ...(order.email ? { email: order.email } : {}),
        contact: order.shippingAddress.phone,
      },
    },
  };
}
