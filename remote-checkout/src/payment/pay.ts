import { routes } from 'shared-contracts/api/routes';
import { isApiError } from 'shared-contracts/api/api-error';
import { priceChangedDetailsSchema, type CheckoutRequest, type CheckoutResponse, type PriceChangedDetails, type ProviderOrder } from 'shared-contracts/api/checkout';
import { acceptsPayment } from 'shared-contracts/domain/order';
import { runMutation } from 'shared-contracts/ui/useApiMutation';
import { i18n } from 'shared-contracts/platform/i18n';
import {
  loadPaymentProvider,
  type ProviderCheckoutConstructor,
  type ProviderPaymentFailure,
  type ProviderPaymentResult,
} from 'shared-contracts/platform/payments';
import { reloadCart } from '../cart/store';
import { closeOnHistoryMove } from './dialogHistory';

/** What the shopper pays for: the reviewed lines and total, the delivery address, the GSTIN (the attempt adds its key). */
export type PaymentRequest = Omit<CheckoutRequest, 'idempotencyKey'>;

/** The steps of a payment, reported as each one starts ('retrying': a card was declined, the window takes another). */
export type PaymentStep = 'creating' | 'paying' | 'retrying' | 'verifying';

/** How a payment ended. */
export type PaymentResult =
  /** Paid, or confirmed free (a discount covered the whole total: no dialog opened). */
  | { kind: 'paid'; order: CheckoutResponse['order'] }
  /** UPI with a provider that takes collect requests from the shop (the sandbox): the order awaits a collect (UpiPayment.tsx). */
  | { kind: 'collect'; order: CheckoutResponse['order'] }
  /**
   * The payment reached an order cancelled meanwhile (another tab's checkout replaced it, its hold
   * ended): the server refunded it at once and e-mailed the customer; `order` is as it is now.
   */
  | { kind: 'refunded'; order: CheckoutResponse['order'] }
  /** The shopper closed the provider's dialog: nothing was charged; paying again pays the same order. */
  | { kind: 'cancelled' }
  /** The provider refused a card and the shopper closed the dialog: paying again pays the same order, with a new attempt. */
  | { kind: 'declined'; reason: string }
  /** 409 price_changed: the server's total is not the reviewed one; nothing was reserved. */
  | { kind: 'repriced'; prices: PriceChangedDetails }
  /** Anything else the server or the network refused (unpaid_order_limit, a field error...). */
  | { kind: 'failed'; error: unknown };

/**
 * One idempotency key per request: paying again for the same request (a double click, a retry, a
 * closed dialog) sends the same key. A different request (other lines, prices, address) or a paid
 * one gets a new key. Either way the server pays an unchanged cart's order again rather than making
 * another (one order per checkout, even after a reload that forgot the key).
 */
export class PaymentAttempts {
  private current: { key: string; signature: string } | null = null;

  keyFor(request: PaymentRequest): string {
    const signature = JSON.stringify(request);
    if (this.current?.signature !== signature) this.current = { key: crypto.randomUUID(), signature };
    return this.current.key;
  }

  end(): void {
    this.current = null;
  }
}

type DialogOutcome = { kind: 'paid'; result: ProviderPaymentResult } | { kind: 'dismissed'; declined?: string };

/**
 * The provider's checkout dialog for a provider order, until the shopper pays or closes it. A
 * declined card leaves the dialog open for another one (`onDeclined` says so meanwhile); closing it
 * after a decline reports the decline. The browser's Back closes it too (dialogHistory.ts).
 */
export function openCheckout(
  Checkout: ProviderCheckoutConstructor,
  payment: ProviderOrder,
  email: string | undefined,
  onDeclined: (reason: string) => void,
  method: PaymentMethod,
): Promise<DialogOutcome> {
  let declined: string | undefined;
  return new Promise((resolve) => {
    const settle = (outcome: DialogOutcome) => {
      stopFollowing();
      resolve(outcome);
    };
    const checkout = new Checkout({
      key: payment.keyId,
      order_id: payment.providerOrderId,
      amount: payment.amount,
      currency: payment.currency,
      name: payment.name,
      description: payment.description,
      // Razorpay's checkout opens on the method the shopper chose (UPI first)
      prefill: { ...payment.prefill, email: payment.prefill.email ?? email, method },
      locale: i18n.language,
      handler: (result) => settle({ kind: 'paid', result }),
      modal: { ondismiss: () => settle({ kind: 'dismissed', declined }) },
    });
    // Back (or Forward) with the dialog open: closed, as its own Close would, never left over another page
    const stopFollowing = closeOnHistoryMove(() => {
      checkout.close?.();
      resolve({ kind: 'dismissed', declined });
    });
    checkout
      .on('payment.failed', (failure: ProviderPaymentFailure) => {
        declined = failure.error.description ?? '';
        onDeclined(declined);
      })
      .open();
  });
}

/**
 * The workflow's writes go through the one write path; a refusal is not shown there but becomes the
 * attempt's result (failed, repriced), which the page shows.
 */
export const shownAsResult = { onError: () => true };

/** How the shopper chose to pay: UPI (first) or a card. */
export type PaymentMethod = 'upi' | 'card';

type PayOptions = { email?: string; onStep: (step: PaymentStep) => void; method?: PaymentMethod };

/**
 * Pays for the cart: the server prices the order itself and reserves its stock (refusing, with 409
 * price_changed, to charge a total other than the one the shopper reviewed), or answers the order
 * already waiting for this same cart; the provider's dialog takes the payment, and the server
 * accepts it only with the provider's signature. The cart is reloaded after a payment (the server
 * emptied it) and after a price change (the cart page and mini-cart show the new prices too).
 */
export async function pay(request: PaymentRequest, { attempts, ...options }: PayOptions & { attempts: PaymentAttempts }): Promise<PaymentResult> {
  const idempotencyKey = attempts.keyFor(request);
  const result = await payWith(() => runMutation(routes.checkout, { body: { ...request, idempotencyKey } }, shownAsResult), options);
  // Settled one way or the other: the next press is a new request (the server still finds this
  // cart's order). Only a failure the shopper retries keeps the key; not an order cancelled
  // meanwhile (409 order_not_payable), which the same key would only find again.
  if (result.kind !== 'failed' || (isApiError(result.error) && result.error.code === 'order_not_payable')) attempts.end();
  return result;
}

/** My orders' "Pay now": pays one order awaiting payment, in the same dialog. */
export function payOrder(orderId: string, options: PayOptions): Promise<PaymentResult> {
  return payWith(() => runMutation(routes.payMyOrder, { params: { id: orderId } }, shownAsResult), options);
}

async function payWith(
  start: () => Promise<CheckoutResponse>,
  { email, onStep, method = 'card' }: PayOptions,
): Promise<PaymentResult> {
  try {
    onStep('creating');
    const [{ order, payment }, Checkout] = await Promise.all([start(), loadPaymentProvider()]);
    if (!payment) {
      // a free order, confirmed by the server: nothing to pay, the cart emptied
      await reloadCart();
      return { kind: 'paid', order };
    }

    // the sandbox takes UPI by collect request from the shop: the page sends it and follows it
    if (method === 'upi' && payment.provider === 'sandbox') return { kind: 'collect', order };

    onStep('paying');
    const outcome = await openCheckout(Checkout, payment, email, () => onStep('retrying'), method);
    if (outcome.kind === 'dismissed') return outcome.declined === undefined ? { kind: 'cancelled' } : { kind: 'declined', reason: outcome.declined };

    onStep('verifying');
    const verified = await runMutation(
      routes.verifyPayment,
      { body: { orderId: order.id, paymentId: outcome.result.razorpay_payment_id, signature: outcome.result.razorpay_signature } },
      shownAsResult,
    );
    // cancelled while the dialog was open: the server gave the money back
    if (!acceptsPayment(verified.order)) return { kind: 'refunded', order: verified.order };
    await reloadCart();
    return { kind: 'paid', order };
  } catch (error) {
    const newPrices = isApiError(error) && error.code === 'price_changed' ? priceChangedDetailsSchema.safeParse(error.details) : undefined;
    if (newPrices?.success) {
      void reloadCart();
      return { kind: 'repriced', prices: newPrices.data };
    }
    return { kind: 'failed', error };
  }
}
