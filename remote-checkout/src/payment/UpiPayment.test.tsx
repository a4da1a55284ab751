import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { routes } from 'shared-contracts/api/routes';
import type { UpiPayment as UpiPaymentState } from 'shared-contracts/api/upi';
import type { Order } from 'shared-contracts/domain/order';
import { formatMoney } from 'shared-contracts/domain/money';
import { i18n } from 'shared-contracts/platform/i18n';
import { sampleOrder } from 'shared-contracts/testing/orders';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { UpiPayment } from './UpiPayment';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
/** The order events stream: the test sends what the shop would. */
let sendEvent: ((event: { orderId: string }) => void) | undefined;
jest.mock('shared-contracts/platform/live', () => ({
  followEvents: (_route: unknown, onEvent: (event: { orderId: string }) => void) => {
    sendEvent = onEvent;
    return () => {
      sendEvent = undefined;
    };
  },
}));
jest.mock('shared-contracts/platform/payments', () => ({ loadPaymentConfig: async () => ({ provider: 'sandbox' }) }));

const AMOUNT = 129_950;
const awaiting = sampleOrder({ id: 'o1', number: 'HT-000042', states: { status: 'pending', paymentStatus: 'unpaid', fulfilmentStatus: 'unfulfilled' } });
const QR = 'upi://pay?pa=haat.sandbox%40sbxbank&pn=Haat&am=1299.50&cu=INR&tr=order_sbx_1';
const state = (order: Order, status: 'pending' | 'approved' | 'declined' | 'expired' | null): UpiPaymentState => ({
  order,
  collect: status ? { id: 'upicol_1', vpa: 'asha.rao@okaxis', amount: AMOUNT, status, expiresAt: '2026-11-28T10:35:00.000Z' } : null,
  qr: QR,
});

/** What the server answers: the waiting collect after a reload (`found`), and the order's payment as it now stands (`now`). */
let found: UpiPaymentState | null;
let now: UpiPaymentState;

function renderUpi() {
  const props = { startCheckout: jest.fn(async () => awaiting), onPaid: jest.fn(), onOtherMethod: jest.fn() };
  render(
    <ShopProviders>
      <MemoryRouter>
        <UpiPayment amount={AMOUNT} disabled={false} {...props} />
      </MemoryRouter>
    </ShopProviders>,
  );
  return props;
}

const collectCalls = () => call.mock.calls.filter(([route]) => route === routes.upiCollect);

beforeEach(() => {
  found = null;
  now = state(awaiting, 'pending');
  call.mockReset();
  call.mockImplementation(async (route, input?: { query?: { orderId?: string } }) => {
    if (route === routes.upiPayment) return { payment: input?.query?.orderId ? now : found };
    if (route === routes.upiCollect) return state(awaiting, 'pending');
    throw new Error('unexpected route');
  });
  // a laptop: the phone media query does not match
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});

describe('UPI at the payment step', () => {
  it('judges the UPI ID by the shared rule before placing any order', async () => {
    const props = renderUpi();
    await userEvent.type(await screen.findByLabelText('Your UPI ID'), 'asha');
    await userEvent.click(screen.getByRole('button', { name: `Pay ${formatMoney(AMOUNT, 'en')} by UPI` }));
    expect(await screen.findByText('Enter a UPI ID like name@bank.')).toBeInTheDocument();
    expect(props.startCheckout).not.toHaveBeenCalled();
    expect(collectCalls()).toHaveLength(0);
  });

  it('sends the collect request, waits with the QR code, and hands over the order once the event stream says it is paid', async () => {
    const props = renderUpi();
    await userEvent.type(await screen.findByLabelText('Your UPI ID'), 'asha.rao@okaxis');
    await userEvent.click(screen.getByRole('button', { name: /by UPI/ }));
    expect(await screen.findByTestId('upi-waiting')).toHaveTextContent(`Approve the request for ${formatMoney(AMOUNT, 'en')} in your UPI app (asha.rao@okaxis).`);
    expect(screen.getByText('Waiting for your approval…')).toBeInTheDocument();
    expect(collectCalls()).toEqual([[routes.upiCollect, { body: { orderId: 'o1', vpa: 'asha.rao@okaxis' } }, expect.anything()]]);
    const qr = await screen.findByTestId('upi-qr');
    expect(qr).toHaveAttribute('data-link', QR);
    expect(props.onPaid).not.toHaveBeenCalled();

    // another order's change is not this payment's
    now = state({ ...awaiting, paymentStatus: 'paid', status: 'confirmed' }, 'approved');
    await act(async () => sendEvent?.({ orderId: 'someone-else' }));
    expect(props.onPaid).not.toHaveBeenCalled();
    await act(async () => sendEvent?.({ orderId: 'o1' }));
    await waitFor(() => expect(props.onPaid).toHaveBeenCalledTimes(1));
    expect(props.onPaid.mock.calls[0]![0]).toMatchObject({ id: 'o1', paymentStatus: 'paid' });
    console.log(`upi component: 1 collect sent, QR ${qr.getAttribute('data-link')}, paid on the order's event`);
  });

  it('after a decline: says so, sends a new request for the same order, or lets the shopper pay another way', async () => {
    const props = renderUpi();
    await userEvent.type(await screen.findByLabelText('Your UPI ID'), 'asha.rao@okaxis');
    await userEvent.click(screen.getByRole('button', { name: /by UPI/ }));
    await screen.findByTestId('upi-waiting');
    now = state({ ...awaiting, paymentStatus: 'failed' }, 'declined');
    await act(async () => sendEvent?.({ orderId: 'o1' }));
    expect(await screen.findByTestId('upi-ended')).toHaveTextContent('The payment request was declined in your UPI app. Nothing was charged.');
    expect(screen.getByLabelText('Your UPI ID')).toHaveValue('asha.rao@okaxis');

    await userEvent.click(screen.getByRole('button', { name: 'Pay another way' }));
    expect(props.onOtherMethod).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new request' }));
    await screen.findByTestId('upi-waiting');
    expect(props.startCheckout).toHaveBeenCalledTimes(1);
    expect(collectCalls()).toHaveLength(2);
  });

  it('finds a waiting request again after a reload, and says an expired one in Spanish', async () => {
    found = state(awaiting, 'pending');
    await i18n.changeLanguage('es');
    try {
      renderUpi();
      const waiting = await screen.findByTestId('upi-waiting');
      // formatMoney's spaces are no-break ones
      expect(waiting.textContent?.replace(/\s/g, ' ')).toContain(`Aprueba la solicitud de ${formatMoney(AMOUNT, 'es').replace(/\s/g, ' ')} en tu app de UPI (asha.rao@okaxis). Caduca el `);
      now = state({ ...awaiting, paymentStatus: 'failed' }, 'expired');
      await act(async () => sendEvent?.({ orderId: 'o1' }));
      expect(await screen.findByTestId('upi-ended')).toHaveTextContent('La solicitud de pago caducó antes de ser aprobada. No se ha cobrado nada.');
      expect(screen.getByRole('button', { name: 'Enviar una nueva solicitud' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
