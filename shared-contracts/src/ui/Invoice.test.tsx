import { act, cleanup, render, screen } from '@testing-library/react';
import type { Seller } from 'shared-contracts/api/settings';
import type { SupplyType } from 'shared-contracts/domain/gst';
import type { Order } from 'shared-contracts/domain/order';
import { i18n } from 'shared-contracts/platform/i18n';
import { sampleOrder } from 'shared-contracts/testing/orders';
import { Invoice } from './Invoice';
import { ShopProviders } from './ShopProviders';

const seller: Seller = { legalName: 'Haat Crafts Private Limited', gstin: '27ABCDE1234F1Z5', stateCode: '27' };

const orderOf = (supply: SupplyType, buyerGstin: string | null = null): Order =>
  sampleOrder({ supply, buyerGstin, shipping: 5000, states: { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'shipped' } });

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
    expect(screen.getByText('Invoice no.: HT/26-27/000001')).toBeInTheDocument();
    expect(screen.getByText(/Order HT-000042/)).toBeInTheDocument();
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

  it('dates the invoice as India writes dates in English, not as the US does', () => {
    renderInvoice(orderOf('inter_state'));
    expect(screen.getByText(/Date: 20 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/11\/20\/2026/)).toBeNull();
  });

  it('speaks the page language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderInvoice(orderOf('inter_state'));
    expect(screen.getByRole('heading', { name: 'Facture fiscale' })).toBeInTheDocument();
    expect(screen.getByText(/20 nov\. 2026/)).toBeInTheDocument();
    expect(screen.getByText('Fourniture entre États : l’IGST s’applique.')).toBeInTheDocument();
  });

  it('invoices a free order too (₹0, numbered in the series), saying there was nothing to pay; a paid one says nothing of it', () => {
    renderInvoice(sampleOrder({ states: { status: 'confirmed', paymentStatus: 'free', fulfilmentStatus: 'unfulfilled' } }));
    expect(screen.getByText('Invoice no.: HT/26-27/000001')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-free')).toHaveTextContent('Nothing to pay: a discount covered the whole total.');
    cleanup();
    renderInvoice(orderOf('intra_state'));
    expect(screen.queryByTestId('invoice-free')).toBeNull();
  });

  it('is nothing for an order without an invoice (no payment received)', () => {
    const { container } = render(
      <ShopProviders>
        <Invoice order={sampleOrder({ states: { status: 'cancelled', paymentStatus: 'failed' } })} seller={seller} />
      </ShopProviders>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
