import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import './DashboardPage.messages';
import { SalesChart } from './SalesChart';

const days = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-11-${String(index + 1).padStart(2, '0')}`,
  revenue: index === 9 ? 400_000 : index * 1000,
  orders: index === 9 ? 3 : index > 0 ? 1 : 0,
}));

const renderChart = (path = '/admin/dashboard') =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <SalesChart days={days} />
      </MemoryRouter>
    </ShopProviders>,
  );

afterEach(cleanup);
afterAll(() => i18n.changeLanguage('en'));

it('draws a revenue axis up to the best day and labels every seventh day and the last', () => {
  renderChart();
  expect(screen.getByTestId('chart-axis-revenue')).toHaveTextContent('Revenue (₹)');
  // lines at a quarter, half, three quarters and all of the best day's revenue
  expect(screen.getAllByTestId('chart-tick').map((tick) => tick.textContent)).toEqual(['', '₹1,000.00', '₹2,000.00', '₹3,000.00', '₹4,000.00']);
  expect(screen.getAllByTestId('chart-day-label').map((label) => label.textContent)).toEqual(['1 Nov', '8 Nov', '15 Nov', '22 Nov', '29 Nov', '30 Nov']);
  expect(screen.getByRole('img')).toHaveAccessibleName(/best day 10 Nov with ₹4,000.00/);
});

it('gives the same figures as a table, a row per day', () => {
  renderChart();
  const table = screen.getByTestId('sales-table');
  const rows = within(table).getAllByRole('row', { hidden: true });
  expect(rows).toHaveLength(31);
  expect(rows[10]).toHaveTextContent('10 Nov 2026₹4,000.003');
  expect(screen.getByText('Show the figures as a table')).toBeInTheDocument();
});

it('speaks French in French', async () => {
  await i18n.changeLanguage('fr');
  renderChart('/fr/admin/dashboard');
  expect(screen.getByTestId('chart-axis-revenue')).toHaveTextContent('Chiffre d’affaires (₹)');
  expect(screen.getByText('Voir les chiffres dans un tableau')).toBeInTheDocument();
});
