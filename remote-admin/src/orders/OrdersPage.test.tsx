import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrderSummary } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import OrdersPage from './OrdersPage';
// antd tables render slowly on a loaded machine.

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));
// The live route, played by the test: what the page asked to follow, and its callbacks.
const followEvents = jest.fn((..._args: unknown[]) => () => undefined);
jest.mock('shared-contracts/platform/live', () => ({ followEvents: (...args: unknown[]) => followEvents(...args) }));

const order: AdminOrderSummary = {
  id: 'o1',
  number: 'HAAT-1001',
  status: 'confirmed',
  paymentStatus: 'paid',
  fulfilmentStatus: 'shipped',
  total: 129_900,
  currency: 'INR',
  itemCount: 2,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  customer: { uid: 'u1', email: 'lakshmi@example.com', name: 'Lakshmi Iyer' },
};
const listQueries = () => call.mock.calls.filter(([route]) => route === routes.adminListOrders).map(([, input]) => input.query);

describe('the orders page', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockResolvedValue({ items: [order], total: 1, page: 1, pageSize: 20 });
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the orders with their states in the page’s language, and titles the page', async () => {
    await i18n.changeLanguage('es');
    render(<ShopProviders><OrdersPage /></ShopProviders>);
    const row = (await screen.findByRole('button', { name: 'HAAT-1001' })).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeInTheDocument();
    expect(document.title).toBe('Pedidos · Haat');
    expect(within(row as HTMLElement).getByText('Lakshmi Iyer')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Confirmado')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Pagado')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Enviado')).toBeInTheDocument();
  });

  it('filters by customer and dates, from the first page', async () => {
    render(<ShopProviders><OrdersPage /></ShopProviders>);
    await screen.findByRole('button', { name: 'HAAT-1001' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    const search = within(screen.getByRole('search')).getByLabelText('Customer or order number');
    fireEvent.change(search, { target: { value: '  lakshmi ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(listQueries()).toEqual([
      { page: 1, pageSize: 20 },
      { from: '2026-03-01', page: 1, pageSize: 20 },
      { from: '2026-03-01', q: 'lakshmi', page: 1, pageSize: 20 },
    ]);
  });

  it('reads the list again on a live event, and when the missed events cannot be replayed', async () => {
    render(<ShopProviders><OrdersPage /></ShopProviders>);
    await screen.findByRole('button', { name: 'HAAT-1001' });
    const [route, onEvent, onResync] = followEvents.mock.calls.at(-1) as [unknown, () => void, () => void];
    expect(route).toBe(routes.adminEvents);
    onEvent();
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    onResync();
    await waitFor(() => expect(listQueries()).toHaveLength(3));
  });
});
