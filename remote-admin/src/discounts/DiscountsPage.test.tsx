import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import type { Discount } from 'shared-contracts/api/discounts';
import { routes } from 'shared-contracts/api/routes';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import DiscountsPage from './DiscountsPage';
// antd tables and dialogs render slowly on a loaded machine.

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
const notify = jest.fn();
jest.mock('shared-contracts/platform/toast', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const diwali: Discount = {
  id: 'd1',
  code: 'DIWALI10',
  kind: 'percentage',
  value: 10,
  minOrder: 50_000,
  validFrom: null,
  validUntil: null,
  usageLimit: 100,
  perCustomerLimit: 1,
  categoryIds: ['kitchen'],
  active: true,
  usedCount: 7,
  paidCount: 5,
  version: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the discounts page', () => {
  beforeEach(() => {
    call.mockReset();
    notify.mockReset();
    call.mockImplementation(async (route) => {
      if (route === routes.adminListDiscounts) return { items: [diwali] };
      if (route === routes.listCategories) return { items: [{ id: 'kitchen', slug: 'kitchen', name: 'Kitchen', description: '', parentId: null, position: 0 }] };
      if (route === routes.adminUpdateDiscount) return { ...diwali, active: false, version: 4 };
      if (route === routes.adminCreateDiscount) throw new ApiError(409, 'conflict', 'Conflict', { code: ['Already exists.'] });
      throw new Error('unexpected route');
    });
  });
  afterEach(cleanup);

  it('lists each code with its uses, limits and categories', async () => {
    render(<ShopProviders><DiscountsPage /></ShopProviders>);
    const row = (await screen.findByText('DIWALI10')).closest('tr')!;
    expect(within(row).getByText('10% off')).toBeInTheDocument();
    expect(within(row).getByTestId('uses-DIWALI10')).toHaveTextContent('7 of 100 · 5 paid');
    expect(await within(row).findByText('Kitchen')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('deactivates a code after a yes, from the version it was read at', async () => {
    render(<ShopProviders><DiscountsPage /></ShopProviders>);
    await screen.findByText('DIWALI10');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(/Deactivate DIWALI10\? Customers can no longer use it/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(call.mock.calls.some(([route]) => route === routes.adminUpdateDiscount)).toBe(true));
    const [, sent] = call.mock.calls.find(([route]) => route === routes.adminUpdateDiscount)!;
    expect(sent).toEqual({ params: { id: 'd1' }, body: expect.objectContaining({ code: 'DIWALI10', active: false, version: 3, minOrder: 50_000, categoryIds: ['kitchen'] }) });
    expect(notify).toHaveBeenCalledWith('Discount code DIWALI10 saved.', 'success');
  });

  it('shows the API’s field message when a new code is taken', async () => {
    render(<ShopProviders><DiscountsPage /></ShopProviders>);
    await screen.findByText('DIWALI10');
    fireEvent.click(screen.getByRole('button', { name: 'New discount code' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'diwali10' } });
    fireEvent.change(within(dialog).getByLabelText('Percent off'), { target: { value: '15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Already exists.')).toBeInTheDocument();
    const [, sent] = call.mock.calls.find(([route]) => route === routes.adminCreateDiscount)!;
    expect(sent.body).toMatchObject({ code: 'diwali10', kind: 'percentage', value: 15, minOrder: 0, usageLimit: null, categoryIds: [], active: true });
  });
});
