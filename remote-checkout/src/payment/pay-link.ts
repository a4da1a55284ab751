/**
 * Paying a payment link (issue 35c): the payment page's workflow beside pay.ts, whose dialog it opens.
 */
import { draftOrderRoutes, type PaymentLinkPage } from 'shared-contracts/api/draft-orders';
import { loadPaymentProvider } from 'shared-contracts/platform/payments';
import { runMutation } from 'shared-contracts/ui/useApiMutation';
import { openCheckout, shownAsResult, type PaymentStep } from './pay';

/**
 * A payment link's page (/pay/:id?token=, issue 35c): staff sent it for a draft order's total or an
 * edit's difference. The same dialog, opened on the provider order the server keeps for the link;
 * the signed result goes back with the link's token (no session). The answer is the link's page
 * again (paid), or why not.
 */
export async function payLink(linkId: string, token: string, { onStep }: { onStep: (step: PaymentStep) => void }): Promise<PayLinkResult> {
  try {
    onStep('creating');
    const input = { params: { id: linkId }, query: { token } };
    const [payment, Checkout] = await Promise.all([runMutation(draftOrderRoutes.payPaymentLink, input, shownAsResult), loadPaymentProvider()]);
    onStep('paying');
    const outcome = await openCheckout(Checkout, payment, undefined, () => onStep('retrying'), 'card');
    if (outcome.kind === 'dismissed') return outcome.declined === undefined ? { kind: 'cancelled' } : { kind: 'declined', reason: outcome.declined };
    onStep('verifying');
    const page = await runMutation(
      draftOrderRoutes.verifyPaymentLink,
      { ...input, body: { paymentId: outcome.result.razorpay_payment_id, signature: outcome.result.razorpay_signature } },
      shownAsResult,
    );
    return { kind: 'paid', page };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

export type PayLinkResult = { kind: 'paid'; page: PaymentLinkPage } | { kind: 'cancelled' } | { kind: 'declined'; reason: string } | { kind: 'failed'; error: unknown };
