import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail, ShipOrderRequest } from 'shared-contracts/api/admin';
import { ApiError } from 'shared-contracts/api/api-error';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { sampleOrder } from 'shared-contracts/testing/orders';
import { min, required } from 'shared-contracts/validation/rules';
import './OrdersPage.messages';
import { OrderDetail } from './OrderDetail';

function packedOrder(customerName = 'Lakshmi Iyer'): AdminOrderDetail {
  return {
    order: sampleOrder({ states: { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'packed' } }),
    customer: { uid: 'u1', email: 'lakshmi@example.com', name: customerName },
    history: [],
    seller: { legalName: 'Haat Handmade Pvt. Ltd.', gstin: '27ABCDE1234F1Z5', stateCode: '27' },
  };
}

function renderDetail(detail: AdminOrderDetail, onShip: (request: ShipOrderRequest) => Promise<void>) {
  return render(
    <ShopProviders>
      <OrderDetail detail={detail} onMove={async () => undefined} onRefund={async () => undefined} onShip={onShip} />
    </ShopProviders>,
  );
}

/** antd's Select: open it, then click the option. */
async function chooseCarrier(dialog: HTMLElement, name: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(name));
}

describe('marking an order shipped', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('asks for carrier and tracking number, shows what will be sent, and saves only after the confirmation', async () => {
    const shipped: ShipOrderRequest[] = [];
    renderDetail(packedOrder(), async (request) => void shipped.push(request));
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order HT-000042' });
    // a dialog is left by Cancel, not by "No" to a question it did not ask (issue 38)
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'No' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findAllByText(String(required('')))).toHaveLength(2);

    await chooseCarrier(dialog, 'Delhivery');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'ab12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText(String(min(6)('ab12')))).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Tracking number'), '34567890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const review = await within(dialog).findByRole('group', { name: 'Check before saving' });
    expect(review).toHaveTextContent('Mark order HT-000042 shipped with Delhivery, tracking number AB1234567890?');
    expect(within(review).getByRole('link')).toHaveAttribute('href', 'https://www.delhivery.com/track/package/AB1234567890');
    expect(shipped).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(shipped).toEqual([{ carrier: 'delhivery', trackingNumber: 'AB1234567890' }]));
  });

  it('goes back to the form with the API’s field messages', async () => {
    const message = 'Already used for another order.';
    renderDetail(packedOrder(), async () => {
      throw new ApiError(400, 'validation_failed', 'Invalid', { trackingNumber: [message] });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order HT-000042' });
    await chooseCarrier(dialog, 'DTDC');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'D12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    await within(dialog).findByRole('group', { name: 'Check before saving' });
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' })));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tracking number')).toHaveValue('D12345678');
  });

  it('shows the customer by name with phone and the full address with its state, and the shipment once shipped', async () => {
    await i18n.changeLanguage('es');
    const detail = packedOrder('');
    detail.order = { ...detail.order, fulfilmentStatus: 'shipped', shipment: { carrier: 'blue_dart', trackingNumber: '12345678901', shippedAt: '2026-11-21T06:30:00.000Z' } };
    renderDetail(detail, async () => undefined);
    // no name in the profile: the name the order ships to
    expect(screen.getByTestId('order-customer')).toHaveTextContent('Lakshmi Iyer <lakshmi@example.com>');
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByTestId('ship-to')).toHaveTextContent('Lakshmi Iyer, 12 MG Road, Bengaluru, Karnataka 560001');
    expect(screen.getByTestId('shipment')).toHaveTextContent(/Blue Dart · Número de seguimiento: 12345678901/);
    expect(screen.getByRole('link', { name: '12345678901' })).toHaveAttribute('href', 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=12345678901');
    expect(screen.queryByRole('button', { name: 'Marcar enviado' })).toBeNull();
  });
});
