import { routes } from 'shared-contracts/api/routes';
import { isApiError } from 'shared-contracts/api/api-error';
import { priceChangedDetailsSchema, type CheckoutRequest, type CheckoutResponse, type PriceChangedDetails, type ProviderOrder } from 'shared-contracts/api/checkout';
import { shopApi } from 'shared-contracts/platform/api';
import {
  loadPaymentProvider,
  type ProviderCheckoutConstructor,
  type ProviderPaymentFailure,
  type ProviderPaymentResult,
} from 'shared-contracts/platform/payments';
import { reloadCart } from '../cart/store';

/** What the shopper pays for: the reviewed lines and total, the delivery address, the GSTIN (the attempt adds its key). */
export type PaymentRequest = Omit<CheckoutRequest, 'idempotencyKey'>;

/** The steps of a payment, reported as each one starts. */
export type PaymentStep = 'creating' | 'paying' | 'verifying';

/** How a payment ended. */
export type PaymentResult =
  | { kind: 'paid'; order: CheckoutResponse['order'] }
  /** The shopper closed the provider's dialog: nothing was charged; paying again reuses the same order. */
  | { kind: 'cancelled' }
  /** The provider refused the card: that order cannot be paid again; the next attempt makes a new one. */
  | { kind: 'declined'; reason: string }
  /** 409 price_changed: the server's total is not the reviewed one; nothing was reserved. */
  | { kind: 'repriced'; prices: PriceChangedDetails }
  /** Anything else the server or the network refused (unpaid_order_limit, a field error...). */
  | { kind: 'failed'; error: unknown };

/**
 * One idempotency key per attempt: paying again for the same request (a double click, a retry, a
 * closed dialog) sends the same key, so the server makes no second order. A different request (other
 * lines, prices, address) or an attempt that ended (paid, declined) gets a new key.
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

type DialogOutcome = { kind: 'paid'; result: ProviderPaymentResult } | { kind: 'failed'; failure: ProviderPaymentFailure } | { kind: 'dismissed' };

/** The provider's checkout dialog for a provider order, until the shopper pays, is refused or closes it. */
function openCheckout(Checkout: ProviderCheckoutConstructor, payment: ProviderOrder, email: string | undefined): Promise<DialogOutcome> {
  return new Promise((resolve) => {
    new Checkout({
      key: payment.keyId,
      order_id: payment.providerOrderId,
      amount: payment.amount,
      currency: payment.currency,
      name: payment.name,
      description: payment.description,
      prefill: { ...payment.prefill, email: payment.prefill.email ?? email },
      handler: (result) => resolve({ kind: 'paid', result }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    })
      .on('payment.failed', (failure) => resolve({ kind: 'failed', failure }))
      .open();
  });
}

/**
 * Pays for the cart: the server prices the order itself and reserves its stock (refusing, with 409
 * price_changed, to charge a total other than the one the shopper reviewed), the provider's dialog
 * takes the payment, and the server accepts it only with the provider's signature. The cart is
 * reloaded after a payment (the server emptied it) and after a price change (the cart page and
 * mini-cart show the new prices too).
 */
export async function pay(
  request: PaymentRequest,
  { attempts, email, onStep }: { attempts: PaymentAttempts; email?: string; onStep: (step: PaymentStep) => void },
): Promise<PaymentResult> {
  try {
    const idempotencyKey = attempts.keyFor(request);
    onStep('creating');
    const api = await shopApi();
    const [{ order, payment }, Checkout] = await Promise.all([
      api.call(routes.checkout, { body: { ...request, idempotencyKey } }),
      loadPaymentProvider(),
    ]);

    onStep('paying');
    const outcome = await openCheckout(Checkout, payment, email);
    if (outcome.kind === 'dismissed') return { kind: 'cancelled' };
    if (outcome.kind === 'failed') {
      attempts.end();
      return { kind: 'declined', reason: outcome.failure.error.description ?? '' };
    }

    onStep('verifying');
    await api.call(routes.verifyPayment, {
      body: { orderId: order.id, paymentId: outcome.result.razorpay_payment_id, signature: outcome.result.razorpay_signature },
    });
    attempts.end();
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
