import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts/api/api-error';
import { returnRoutes, type OrderReturns, type ReturnDto } from 'shared-contracts/api/returns';
import { i18n } from 'shared-contracts/platform/i18n';
import { sampleOrder } from 'shared-contracts/testing/orders';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import ReturnRequest from './ReturnRequest';
import ConfirmationPage from './ConfirmationPage';

jest.mock('shared-contracts/platform/auth', () => jest.requireActual('shared-contracts/testing/auth').signedInAuth());
const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
const uploadObject = jest.fn();
jest.mock('shared-contracts/platform/storage', () => ({ uploadObject: (...args: unknown[]) => uploadObject(...args) }));

const order = {
  ...sampleOrder({ id: 'o7', number: 'HT-000007', states: { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'delivered' }, sellerState: '08', line: { title: 'Brass lamp', unitPrice: 59_900, gstRate: 12 } }),
};
order.lines = [order.lines[0]!, { ...order.lines[0]!, productId: 'p2', title: 'Pickle jar', quantity: 1 }];

const openState = (overrides: Partial<OrderReturns> = {}): OrderReturns => ({
  open: true,
  refusal: null,
  message: null,
  deadline: '2026-12-05T10:00:00.000Z',
  reasons: ['Damaged or defective', 'Size or fit'],
  lines: [
    { lineIndex: 0, delivered: order.lines[0]!.quantity, alreadyReturned: 0, returnable: order.lines[0]!.quantity },
    { lineIndex: 1, delivered: 1, alreadyReturned: 0, returnable: 0, refusal: 'category' },
  ],
  variants: [],
  cod: false,
  returns: [],
  ...overrides,
});

function renderSection() {
  render(
    <ShopProviders>
      <ReturnRequest order={order} />
    </ShopProviders>,
  );
}

/** antd's Select: open it, then click the option. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

afterEach(async () => {
  cleanup();
  call.mockReset();
  uploadObject.mockReset();
  await act(() => i18n.changeLanguage('en'));
});

describe('asking for a return from My orders', () => {
  it('sends the chosen line, quantity, reason, text and photo, and shows the request', async () => {
    let state = openState();
    const sent: unknown[] = [];
    call.mockImplementation(async (route: unknown, input: { body?: unknown }) => {
      if (route === returnRoutes.myOrderReturns) return state;
      if (route === returnRoutes.requestReturn) {
        sent.push(input.body);
        const request: ReturnDto = {
          id: 'r1', orderId: 'o7', orderNumber: 'HT-000007', status: 'requested', kind: 'refund', reason: 'Size or fit', text: 'Too small', photos: [],
          lines: [{ lineIndex: 0, quantity: 1, exchangeVariantId: null, inspection: null, title: 'Brass lamp', unitPaid: 59_900 }],
          instruction: null, trackingNumber: null, rejectionReason: null, refundMethod: null, bankDetails: null, value: 59_900, amountRefunded: 0,
          createdAt: '2026-11-28T10:00:00.000Z', updatedAt: '2026-11-28T10:00:00.000Z',
        };
        state = { ...state, returns: [request] };
        return request;
      }
      throw new Error('unexpected route');
    });
    uploadObject.mockResolvedValue({ downloadTokens: 'tok1' });
    renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Return or exchange items' }));
    expect(screen.getByText('Pickle jar: Cannot be returned')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quantity of Brass lamp to return'), { target: { value: '1' } });
    await choose('Reason', 'Size or fit');
    await userEvent.type(screen.getByLabelText('Tell us more (optional)'), 'Too small');
    await userEvent.upload(screen.getByLabelText('Add a photo'), new File(['x'], 'lamp.png', { type: 'image/png' }));
    await screen.findByTestId('return-photo');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const photoName = uploadObject.mock.calls[0][0] as string;
    expect(photoName).toMatch(/^returns\/o7\/[0-9a-f]{32}\.png$/);
    expect(sent[0]).toEqual({ kind: 'refund', reason: 'Size or fit', text: 'Too small', photos: [`/media/${photoName}?token=tok1`], lines: [{ lineIndex: 0, quantity: 1 }] });
    const progress = await screen.findByTestId('return-request');
    expect(within(progress).getByTestId('return-status').textContent).toBe('Waiting for the shop’s answer');
    console.log(`return form: sent ${JSON.stringify(sent[0])}`);
  });

  it('shows the API’s per-field refusal in the form', async () => {
    call.mockImplementation(async (route: unknown) => {
      if (route === returnRoutes.myOrderReturns) return openState();
      if (route === returnRoutes.requestReturn) throw new ApiError(400, 'validation_failed', 'Check the fields.', { 'lines.0.quantity': ['Vous pouvez retourner au plus 1 de « Brass lamp ».'] });
      throw new Error('unexpected route');
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Return or exchange items' }));
    fireEvent.change(screen.getByLabelText('Quantity of Brass lamp to return'), { target: { value: '1' } });
    await choose('Reason', 'Damaged or defective');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect((await screen.findByTestId('return-refusal')).textContent).toBe('Vous pouvez retourner au plus 1 de « Brass lamp ».');
  });

  it('says why nothing may be returned when the window has closed, and offers no form', async () => {
    const closed = 'Returns are accepted within 7 days of delivery. This order was delivered on 1 Nov 2026, so the return period ended on 8 Nov 2026.';
    call.mockImplementation(async () => openState({ open: false, refusal: 'window', message: closed }));
    renderSection();
    expect((await screen.findByTestId('returns-refusal')).textContent).toBe(closed);
    expect(screen.queryByRole('button', { name: 'Return or exchange items' })).toBeNull();
  });
});

describe('asking for a return from a guest order’s e-mail link (no session needed)', () => {
  const token = 'ab'.repeat(32);
  const linkState = () => ({ ...openState(), order: { id: 'o7', number: 'HT-000007', lines: order.lines, fulfilmentStatus: 'delivered' as const } });
  function renderLink(search: string) {
    render(
      <ShopProviders>
        <MemoryRouter initialEntries={[`/accounts/orders/o7/confirmation${search}`]}>
          <Routes>
            <Route path="/accounts/orders/:id/confirmation" element={<ConfirmationPage />} />
          </Routes>
        </MemoryRouter>
      </ShopProviders>,
    );
  }

  it('opens the order’s return form from ?return=<token> and sends the request and its photo with the token', async () => {
    const inputs: { route: unknown; input: unknown }[] = [];
    call.mockImplementation(async (route: unknown, input: unknown) => {
      inputs.push({ route, input });
      if (route === returnRoutes.linkOrderReturns) return linkState();
      if (route === returnRoutes.requestReturnByLink) {
        return {
          id: 'r2', orderId: 'o7', orderNumber: 'HT-000007', status: 'requested', kind: 'refund', reason: 'Damaged or defective', text: '', photos: [],
          lines: [{ lineIndex: 0, quantity: 1, exchangeVariantId: null, inspection: null, title: 'Brass lamp', unitPaid: 59_900 }],
          instruction: null, trackingNumber: null, rejectionReason: null, refundMethod: null, bankDetails: null, value: 59_900, amountRefunded: 0,
          createdAt: '2026-11-28T10:00:00.000Z', updatedAt: '2026-11-28T10:00:00.000Z',
        } satisfies ReturnDto;
      }
      throw new Error('unexpected route');
    });
    uploadObject.mockResolvedValue({ downloadTokens: 'tok2' });
    renderLink(`?return=${token}`);

    // the form is open at once: asking is what the link is for
    const quantity = await screen.findByLabelText('Quantity of Brass lamp to return');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Return or exchange from order HT-000007');
    fireEvent.change(quantity, { target: { value: '1' } });
    await choose('Reason', 'Damaged or defective');
    await userEvent.upload(screen.getByLabelText('Add a photo'), new File(['x'], 'lamp.png', { type: 'image/png' }));
    await screen.findByTestId('return-photo');
    expect(uploadObject.mock.calls[0][2]).toEqual({ contentType: 'image/png', customMetadata: { returnLinkToken: token } });
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));

    await waitFor(() => expect(inputs.some((entry) => entry.route === returnRoutes.requestReturnByLink)).toBe(true));
    const read = inputs.find((entry) => entry.route === returnRoutes.linkOrderReturns)!.input;
    const sent = inputs.find((entry) => entry.route === returnRoutes.requestReturnByLink)!.input as { params: unknown; query: unknown; body: { photos: string[] } };
    expect(read).toEqual({ params: { id: 'o7' }, query: { token } });
    expect(sent.params).toEqual({ id: 'o7' });
    expect(sent.query).toEqual({ token });
    expect(sent.body.photos).toEqual([expect.stringMatching(/^\/media\/returns\/o7\/[0-9a-f]{32}\.png\?token=tok2$/)]);
    expect(inputs.some((entry) => entry.route === returnRoutes.myOrderReturns || entry.route === returnRoutes.requestReturn)).toBe(false);
    console.log(`return link page: read ${JSON.stringify(read)}, sent ${JSON.stringify({ query: sent.query, lines: (sent.body as { lines?: unknown }).lines, photos: sent.body.photos.length })}`);
  });

  it('shows the API’s words for a wrong token, in the page’s language', async () => {
    const refusal = 'Ce lien de retour n’est pas valable pour cette commande. Ouvrez à nouveau le lien de l’e-mail de votre commande.';
    call.mockImplementation(async (route: unknown) => {
      if (route === returnRoutes.linkOrderReturns) throw new ApiError(403, 'forbidden', 'Vous n’avez pas le droit de faire cela.', { token: [refusal] });
      throw new Error('unexpected route');
    });
    await act(() => i18n.changeLanguage('fr'));
    renderLink(`?return=${token}`);
    expect((await screen.findByTestId('return-link-refusal')).textContent).toBe(refusal);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Retours et échanges');
    expect(screen.queryByTestId('return-form')).toBeNull();
  });
});
