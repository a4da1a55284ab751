/**
 * Orders for tests, built with the domain's own tax functions so that every figure agrees with
 * what the API would store. Pass only what a test is about; the rest is a plain paid-for order
 * of one line.
 */
import { lineTax, sumTaxes, type GstRate, type GstStateCode, type SupplyType } from 'shared-contracts/domain/gst';
import { didMoneyComeIn, INITIAL_ORDER_STATES, orderLine, type Order, type OrderStates } from 'shared-contracts/domain/order';
import { inState } from './addresses';

export type SampleOrderOptions = {
  id?: string;
  number?: string;
  states?: Partial<OrderStates>;
  supply?: SupplyType;
  sellerState?: GstStateCode;
  buyerGstin?: string | null;
  /** Shipping in paise, GST included; free by default. */
  shipping?: number;
  line?: { title?: string; hsn?: string | null; quantity?: number; unitPrice?: number; gstRate?: GstRate };
};

export function sampleOrder(options: SampleOrderOptions = {}): Order {
  const supply = options.supply ?? 'inter_state';
  const sellerState = options.sellerState ?? '27';
  const line = orderLine(
    {
      productId: 'p1',
      title: options.line?.title ?? 'Brass diya',
      hsn: options.line?.hsn === undefined ? '7418' : options.line.hsn,
      quantity: options.line?.quantity ?? 2,
      unitPrice: options.line?.unitPrice ?? 59_000,
      gstRate: options.line?.gstRate ?? 18,
    },
    supply,
  );
  const shipping = lineTax(options.shipping ?? 0, 18, supply);
  const id = options.id ?? 'o1';
  const paymentStatus = options.states?.paymentStatus ?? 'unpaid';
  const invoiced = didMoneyComeIn(paymentStatus) || paymentStatus === 'free';
  return {
    id,
    number: options.number ?? 'HT-000042',
    userId: 'u1',
    ...INITIAL_ORDER_STATES,
    ...options.states,
    lines: [line],
    shipping,
    totals: sumTaxes([line, shipping]),
    amountRefunded: 0,
    currency: 'INR',
    sellerState,
    supply,
    // Delivered in the seller's state for an intra-state supply, in Karnataka otherwise.
    shippingAddress: inState({ name: 'Lakshmi Iyer', line1: '12 MG Road', city: 'Pune', stateCode: '27', pincode: '411001', phone: '+919876543210' }, supply === 'intra_state' ? sellerState : '29'),
    billingAddress: null,
    buyerGstin: options.buyerGstin ?? null,
    // Numbered once money was received (or there was nothing to pay), as the API does.
    invoice: invoiced
      ? { number: `HT/26-27/${String(Number(id.replace(/\D/g, '')) || 1).padStart(6, '0')}`, date: '2026-11-20T10:05:00.000Z' }
      : null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}
