import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from 'shared-contracts/api/routes';
import { creditNoteTotals, planCreditNote, type CreditNote } from 'shared-contracts/domain/credit-note';
import { formatMoney } from 'shared-contracts/domain/money';
import type { Order } from 'shared-contracts/domain/order';
import { i18n } from 'shared-contracts/platform/i18n';
import { sampleOrder } from 'shared-contracts/testing/orders';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { OrderCreditNotes } from './OrderCreditNotes';

jest.mock('shared-contracts/platform/auth', () => jest.requireActual('shared-contracts/testing/auth').signedInAuth());
const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const seller = { legalName: 'Haat Crafts Private Limited', gstin: '08AAHCH1234K1Z2', stateCode: '08' };

// Brass lamp, 2 × ₹599 at 12%, to Karnataka from Rajasthan: IGST; one lamp refunded
function refundedOrder(): Order {
  const order = sampleOrder({ states: { status: 'completed', paymentStatus: 'partially_refunded', fulfilmentStatus: 'delivered' }, sellerState: '08', line: { title: 'Brass lamp', unitPrice: 59_900, gstRate: 12 } });
  const plan = planCreditNote(order, new Map(), { lines: [{ lineIndex: 0, quantity: 1 }] });
  if ('refusal' in plan) throw new Error('refused');
  const note: CreditNote = {
    id: 'cn1',
    number: 'HTC/26-27/00003',
    invoiceNumber: order.invoice!.number,
    issuedAt: '2026-11-26T06:30:00.000Z',
    reason: 'Un pied tordu',
    source: 'admin_refund',
    supply: order.supply,
    lines: plan.lines,
    totals: creditNoteTotals(plan.lines),
  };
  return { ...order, amountRefunded: note.totals.inclusive, creditNotes: [note] };
}

afterEach(async () => {
  cleanup();
  call.mockReset();
  await act(() => i18n.changeLanguage('en'));
});

describe('the order’s credit notes in My orders', () => {
  it('lists each note with its amount and shows it, in French, with the IGST taken back', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const order = refundedOrder();
    call.mockImplementation(async (route: unknown) => {
      if (route === routes.myOrderInvoice) return { order, seller };
      throw new Error('unexpected route');
    });
    render(
      <ShopProviders>
        <OrderCreditNotes order={order} />
      </ShopProviders>,
    );
    const section = screen.getByRole('region', { name: 'Avoirs' });
    expect(section).toHaveTextContent(/Avoir HTC\/26-27\/00003 du 26 nov\. 2026 : 599,00/);
    expect(call).not.toHaveBeenCalled();
    await userEvent.click(within(section).getByRole('button', { name: 'Afficher HTC/26-27/00003' }));
    const note = await screen.findByRole('article', { name: 'Avoir' });
    // one of two lamps: 59900 inclusive, IGST round(12836 × 59900 / 119800) = 6418 of the invoice's 12836 (119800 × 12 / 112)
    expect(order.lines[0]!.igst).toBe(12_836);
    expect(within(note).getByTestId('credit-total-igst').textContent).toBe(formatMoney(6_418, 'fr'));
    expect(within(note).getByTestId('credit-total-taxable').textContent).toBe(formatMoney(53_482, 'fr'));
    expect(within(note).getByText('Motif : Un pied tordu')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(routes.myOrderInvoice, { params: { id: order.id } }, expect.anything());
  });

  it('shows nothing for an order without credit notes', () => {
    const { container } = render(
      <ShopProviders>
        <OrderCreditNotes order={sampleOrder({ states: { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'shipped' } })} />
      </ShopProviders>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
