/**
 * UPI's "pay" link (NPCI's deep-link form), what a UPI QR code holds: any UPI app that scans it
 * opens a payment of `amount` to the payee, with the shop's reference.
 *   upi://pay?pa=<payee UPI ID>&pn=<payee name>&am=<rupees, 2 decimals>&cu=INR&tr=<reference>
 */
import { CURRENCY, PAISE_PER_RUPEE, type Paise } from 'shared-contracts/domain/money';

export interface UpiPayLinkInput {
  payeeVpa: string;
  payeeName: string;
  amount: Paise;
  /** The merchant's reference for this payment (the provider order id). */
  reference: string;
}

/** Percent-encoded as RFC 3986 asks (a space is %20: UPI apps read '+' literally). */
export function upiPayLink({ payeeVpa, payeeName, amount, reference }: UpiPayLinkInput): string {
  const rupees = (amount / PAISE_PER_RUPEE).toFixed(2);
  const query = [
    ['pa', payeeVpa],
    ['pn', payeeName],
    ['am', rupees],
    ['cu', CURRENCY],
    ['tr', reference],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join('&');
  return `upi://pay?${query}`;
}
