import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Dashboard } from 'shared-contracts/api/admin';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import DashboardPage from './DashboardPage';
// antd tables render slowly on a loaded machine.

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));
jest.mock('shared-contracts/platform/live', () => ({ followEvents: () => () => undefined }));
jest.mock('./SalesChart', () => ({ SalesChart: () => null }));
jest.mock('./VitalsPanel', () => ({ VitalsPanel: () => null }));

const figure = { revenue: 0, orders: 0, averageOrderValue: 0 };
const figures: Dashboard = {
  today: { revenue: 0, orders: 0 },
  last7Days: figure,
  last30Days: figure,
  ordersByStatus: [{ status: 'pending', orders: 3 }],
  bestSellers: [],
  salesByDay: [],
  toFulfil: 4,
  lowStockProducts: 1,
  soldOutProducts: 0,
  customers: 2,
  contactMessagesLast7Days: 0,
  recentOrders: [],
};

const renderPage = () =>
  render(
    <ShopProviders>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </ShopProviders>,
  );

describe('the dashboard', () => {
  beforeEach(() => call.mockReset());
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the figures, links to the orders to fulfil, and titles the page in its language', async () => {
    await i18n.changeLanguage('fr');
    call.mockResolvedValue(figures);
    renderPage();
    expect(await screen.findByTestId('to-fulfil')).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Commandes payées à préparer et expédier' })).toHaveAttribute('href', '/fr/admin/dashboard/orders');
    expect(screen.getByTestId('orders-by-status')).toHaveTextContent('En attente');
    expect(document.title).toBe('Tableau de bord · Haat');
  });

  it('offers to try again when the figures could not be read', async () => {
    call.mockRejectedValueOnce(new Error('offline'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    call.mockResolvedValue(figures);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('to-fulfil')).toHaveTextContent('4');
  });
});
