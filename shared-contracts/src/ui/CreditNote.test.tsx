import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { Seller } from 'shared-contracts/api/settings';
import { planCreditNote, creditNoteTotals, type CreditNote as CreditNoteData, type CreditRequest } from 'shared-contracts/domain/credit-note';
import type { SupplyType } from 'shared-contracts/domain/gst';
import { formatMoney } from 'shared-contracts/domain/money';
import type { Order } from 'shared-contracts/domain/order';
import { i18n } from 'shared-contracts/platform/i18n';
import { sampleOrder } from 'shared-contracts/testing/orders';
import { CreditNote } from './CreditNote';
import { ShopProviders } from './ShopProviders';

const seller: Seller = { legalName: 'Haat Crafts Private Limited', gstin: '27ABCDE1234F1Z5', stateCode: '27' };

// Brass diya, 2 × ₹590 at 18%: 118000 paise, GST 118000 × 18 / 118 = 18000 (9000 + 9000 within the state), taxable 100000; shipping ₹50
const orderOf = (supply: SupplyType): Order =>
  sampleOrder({ supply, buyerGstin: '27AAPFU0939F1ZV', shipping: 5000, states: { status: 'confirmed', paymentStatus: 'partially_refunded', fulfilmentStatus: 'delivered' } });

/** The note the API would issue: the domain's own plan against the order's invoice. */
function noteFor(order: Order, request: CreditRequest): CreditNoteData {
  const plan = planCreditNote(order, new Map(), request);
  if ('refusal' in plan) throw new Error(JSON.stringify(plan.refusal));
  return {
    id: 'cn1',
    number: 'HTC/26-27/00007',
    invoiceNumber: order.invoice!.number,
    issuedAt: '2026-11-25T06:30:00.000Z',
    reason: 'One diya arrived dented',
    source: 'return',
    supply: order.supply,
    lines: plan.lines,
    totals: creditNoteTotals(plan.lines),
  };
}

const renderNote = (order: Order, note: CreditNoteData) =>
  render(
    <ShopProviders>
      <CreditNote order={order} note={note} seller={seller} />
    </ShopProviders>,
  );

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the credit note', () => {
  it('names itself and the invoice it reduces, and reverses one unit with its CGST and SGST', () => {
    const order = orderOf('intra_state');
    const note = noteFor(order, { lines: [{ lineIndex: 0, quantity: 1 }] });
    renderNote(order, note);
    expect(screen.getByRole('heading', { name: 'Credit note' })).toBeInTheDocument();
    expect(screen.getByText('Credit note no.: HTC/26-27/00007')).toBeInTheDocument();
    expect(screen.getByText(/Against tax invoice HT\/26-27\/000001 of 20 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText('Reason: One diya arrived dented')).toBeInTheDocument();
    expect(screen.getByTestId('buyer-gstin')).toHaveTextContent('27AAPFU0939F1ZV');
    const row = screen.getByRole('row', { name: /Brass diya/ });
    expect(within(row).getByRole('cell', { name: '7418' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '1' })).toBeInTheDocument();
    // half the line: 59000 inclusive, 50000 taxable, 4500 + 4500
    expect(screen.getByTestId('credit-total-taxable').textContent).toBe(formatMoney(50_000, 'en'));
    expect(screen.getByTestId('credit-total-cgst').textContent).toBe(formatMoney(4_500, 'en'));
    expect(screen.getByTestId('credit-total-sgst').textContent).toBe(formatMoney(4_500, 'en'));
    expect(screen.getByTestId('credit-total').textContent).toBe(formatMoney(59_000, 'en'));
    expect(screen.queryByTestId('credit-total-igst')).toBeNull();
    expect(screen.getByText('Returned goods, refunded.')).toBeInTheDocument();
    console.log(`credit note for 1 of 2 diyas: taxable ${note.totals.taxable}, CGST ${note.totals.cgst}, SGST ${note.totals.sgst}, total ${note.totals.inclusive} paise`);
  });

  it('between states shows IGST, the shipping line, and value credited without units', () => {
    const order = orderOf('inter_state');
    renderNote(order, noteFor(order, { amount: 12_300 }));
    expect(screen.getByTestId('credit-total-igst')).toBeInTheDocument();
    expect(screen.queryByTestId('credit-total-cgst')).toBeNull();
    expect(within(screen.getByRole('row', { name: /Shipping/ })).getByRole('cell', { name: 'value' })).toBeInTheDocument();
    expect(screen.getByTestId('credit-total').textContent).toBe(formatMoney(12_300, 'en'));
  });

  it('speaks the page language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const order = orderOf('inter_state');
    renderNote(order, noteFor(order, { lines: [{ lineIndex: 0, quantity: 2 }] }));
    expect(screen.getByRole('heading', { name: 'Avoir' })).toBeInTheDocument();
    expect(screen.getByText('N° d’avoir : HTC/26-27/00007')).toBeInTheDocument();
    expect(screen.getByTestId('credit-total-igst').textContent).toBe(formatMoney(18_000, 'fr'));
    expect(screen.getByText('Articles retournés, remboursés.')).toBeInTheDocument();
  });
});
