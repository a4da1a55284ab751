/**
 * A stand-in for the payment provider's checkout dialog in component tests of the pages that open
 * it (the payment page, My orders' Pay now): each dialog opened is kept in `opened`, with the
 * options it was given, and `failed` is the page's listener for a declined payment.
 *   jest.mock('shared-contracts/platform/payments', () => ({
 *     loadPaymentProvider: async () => jest.requireActual('shared-contracts/testing/payments').FakeCheckout,
 *   }));
 */
import type { ProviderCheckoutOptions, ProviderPaymentFailure } from 'shared-contracts/platform/payments';

export class FakeCheckout {
  static opened: FakeCheckout[] = [];
  failed?: (failure: ProviderPaymentFailure) => void;
  constructor(readonly options: ProviderCheckoutOptions) {}
  on(_event: string, listener: (failure: ProviderPaymentFailure) => void) {
    this.failed = listener;
    return this;
  }
  open() {
    FakeCheckout.opened.push(this);
    return this;
  }
}
