import { act, cleanup, render, screen } from '@testing-library/react';
import { lineTax, sumTaxes, type SupplyType } from 'shared-contracts/domain/gst';
import type { Order } from 'shared-contracts/domain/order';
import { translationGaps } from 'shared-contracts/i18n/completeness';
import { i18n } from 'shared-contracts/platform/i18n';
import { Invoice } from './Invoice';
import { invoiceMessages } from './Invoice.messages';
import { ShopProviders } from './ShopProviders';

const seller = { legalName: 'Haat Crafts Private Limited', gstin: '27ABCDE1234F1Z5', stateCode: '27' };

function orderOf(supply: SupplyType, buyerGstin: string | null = null): Order {
  const line = { productId: 'p1', title: 'Brass diya', hsn: '7418', quantity: 2, unitPrice: 59000, ...lineTax(118000, 18, supply) };
  const shipping = lineTax(5000, 18, supply);
  return {
    id: 'o1',
    number: 'HT-000042',
    userId: 'u1',
    status: 'confirmed',
    paymentStatus: 'paid',
    fulfilmentStatus: 'shipped',
    lines: [line],
    shipping,
    totals: sumTaxes([line, shipping]),
    amountRefunded: 0,
    currency: 'INR',
    sellerState: '27',
    supply,
    shippingAddress: { name: 'Lakshmi Iyer', line1: '12 MG Road', city: 'Pune', stateCode: supply === 'intra_state' ? '27' : '29', pincode: '411001', phone: '9876543210' },
    billingAddress: null,
    buyerGstin,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

const renderInvoice = (order: Order) =>
  render(
    <ShopProviders>
      <Invoice order={order} seller={seller} buyerEmail="lakshmi@example.com" />
    </ShopProviders>,
  );

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the tax invoice', () => {
  it('shows both GSTINs, the HSN and CGST/SGST within the state', () => {
    renderInvoice(orderOf('intra_state', '27AAPFU0939F1ZV'));
    expect(screen.getByRole('heading', { name: 'Tax invoice' })).toBeInTheDocument();
    expect(screen.getByText('Invoice no.: HT-000042')).toBeInTheDocument();
    expect(screen.getByTestId('seller-gstin')).toHaveTextContent('GSTIN: 27ABCDE1234F1Z5');
    expect(screen.getByTestId('buyer-gstin')).toHaveTextContent('GSTIN: 27AAPFU0939F1ZV');
    expect(screen.getByRole('cell', { name: '7418' })).toBeInTheDocument();
    expect(screen.getByTestId('total-cgst')).toBeInTheDocument();
    expect(screen.getByTestId('total-sgst')).toBeInTheDocument();
    expect(screen.queryByTestId('total-igst')).toBeNull();
    expect(screen.getByText('Supply within the state: GST is split into CGST and SGST.')).toBeInTheDocument();
  });

  it('shows IGST between states, and no buyer GSTIN when none was given', () => {
    const order = orderOf('inter_state');
    renderInvoice(order);
    expect(screen.getByTestId('total-igst')).toHaveTextContent(String(order.totals.igst / 100).split('.')[0]!);
    expect(screen.queryByTestId('total-cgst')).toBeNull();
    expect(screen.queryByTestId('buyer-gstin')).toBeNull();
    expect(screen.getByText(/Place of supply: Karnataka \(29\)/)).toBeInTheDocument();
  });

  it('speaks the page language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderInvoice(orderOf('inter_state'));
    expect(screen.getByRole('heading', { name: 'Facture fiscale' })).toBeInTheDocument();
    expect(screen.getByText('Fourniture entre États : l’IGST s’applique.')).toBeInTheDocument();
  });

  it('has every text in es and fr, with the same placeholders', () => {
    expect(translationGaps(invoiceMessages)).toEqual([]);
  });
});
