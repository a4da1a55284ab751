import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts/api/api-error';
import { returnRoutes, type AdminReturn } from 'shared-contracts/api/returns';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import ReturnsPage from './ReturnsPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const requested: AdminReturn = {
  id: 'r1',
  orderId: 'o1',
  orderNumber: 'HT-000041',
  status: 'requested',
  kind: 'refund',
  reason: 'Size or fit',
  text: 'Trop petit',
  photos: ['/media/returns/o1/a.png?token=t'],
  lines: [{ lineIndex: 0, quantity: 1, exchangeVariantId: null, inspection: null, title: 'Brass lamp', unitPaid: 59_900 }],
  instruction: null,
  trackingNumber: null,
  rejectionReason: null,
  refundMethod: null,
  bankDetails: null,
  value: 59_900,
  amountRefunded: 0,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  customer: { email: 'asha@example.in', name: 'Asha Rao' },
  paymentMethod: 'prepaid',
};

/** The open dialog, checked by its title (antd names it through an id the test setup fixes). */
async function findDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeTruthy();
  return dialog;
}

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('Admin › Returns', () => {
  it('approves a request with a drop-off and a tracking number, then receives it back into stock', async () => {
    let current = requested;
    const calls: { route: unknown; body: unknown }[] = [];
    call.mockImplementation(async (route: unknown, input: { body?: unknown }) => {
      if (route === returnRoutes.adminListReturns) return { items: [current], total: 1, page: 1, pageSize: 20 };
      calls.push({ route, body: input.body });
      if (route === returnRoutes.adminApproveReturn) current = { ...current, status: 'approved', instruction: 'drop_off', trackingNumber: 'RT123' };
      else if (route === returnRoutes.adminReceiveReturn) current = { ...current, status: 'received' };
      return current;
    });
    render(
      <ShopProviders>
        <ReturnsPage />
      </ShopProviders>,
    );
    const row = (await screen.findByText('HT-000041')).closest('tr')!;
    expect(within(row).getByTestId('return-status').textContent).toBe('Requested');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve the return of order HT-000041');
    await userEvent.click(within(dialog).getByLabelText('Drop-off by the customer'));
    await userEvent.type(within(dialog).getByLabelText('Return tracking number (optional)'), 'RT123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ route: returnRoutes.adminApproveReturn, body: { instruction: 'drop_off', trackingNumber: 'RT123' } });

    await waitFor(() => expect(within(screen.getByText('HT-000041').closest('tr')!).getByTestId('return-status').textContent).toBe('Approved'));
    await userEvent.click(within(screen.getByText('HT-000041').closest('tr')!).getByRole('button', { name: 'Receive' }));
    const receiving = await findDialog('Receive the return of order HT-000041');
    fireEvent.click(within(receiving).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ route: returnRoutes.adminReceiveReturn, body: { lines: [{ lineIndex: 0, inspection: 'restock' }] } });
  });

  it('puts the API’s refusal of a refund amount on the amount field', async () => {
    call.mockImplementation(async (route: unknown) => {
      if (route === returnRoutes.adminListReturns) return { items: [{ ...requested, status: 'received' }], total: 1, page: 1, pageSize: 20 };
      throw new ApiError(400, 'validation_failed', 'Check the fields.', { amount: ['Max 599 allowed.'] });
    });
    render(
      <ShopProviders>
        <ReturnsPage />
      </ShopProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await findDialog('Refund the return of order HT-000041');
    fireEvent.change(within(dialog).getByLabelText('Amount in ₹ (empty: the whole ₹599.00)'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Max 599 allowed.')).toBeTruthy();
  });
});
