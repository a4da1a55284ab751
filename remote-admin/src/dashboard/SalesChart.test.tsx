import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import './DashboardPage.messages';
import { labelledDays, labelWidth, revenueTicks } from './chartAxis';
import { SalesChart } from './SalesChart';

const days = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-11-${String(index + 1).padStart(2, '0')}`,
  revenue: index === 9 ? 400_000 : index * 1000,
  orders: index === 9 ? 3 : index > 0 ? 1 : 0,
}));

const renderChart = (path = '/admin/dashboard', shown = days) =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <SalesChart days={shown} />
      </MemoryRouter>
    </ShopProviders>,
  );
const ticksShown = () => screen.getAllByTestId('chart-tick').map((tick) => tick.textContent);
const dayLabels = () => screen.getAllByTestId('chart-day-label');

afterEach(cleanup);
afterAll(() => i18n.changeLanguage('en'));

it('draws a revenue axis in whole rupees up to the best day and labels a day a week back from today', () => {
  renderChart();
  expect(screen.getByTestId('chart-axis-revenue')).toHaveTextContent('Revenue (₹)');
  expect(ticksShown()).toEqual(['₹0', '₹1,000', '₹2,000', '₹3,000', '₹4,000']);
  // today and every seventh day before it: never two labels a day apart (29 and 30 Nov overlapped)
  expect(dayLabels().map((label) => label.textContent)).toEqual(['2 Nov', '9 Nov', '16 Nov', '23 Nov', '30 Nov']);
  expect(screen.getByRole('img')).toHaveAccessibleName(/best day 10 Nov with ₹4,000.00/);
  expect(screen.queryByTestId('chart-empty')).toBeNull();
});

it('never draws two day labels over each other', () => {
  renderChart();
  // the labels' centres in the 600-unit drawing, and how wide each label is at the axis's font
  const centres = dayLabels().map((label) => Number(label.getAttribute('x')));
  const gaps = centres.slice(1).map((x, i) => x - centres[i]!);
  const widest = Math.max(...dayLabels().map((label) => labelWidth(label.textContent!.length)));
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(widest);
  // in French too ('30 nov.'), and with fewer days the labels thin out the same way
  expect(labelledDays(30, 524 / 30, labelWidth(7))).toEqual([1, 8, 15, 22, 29]);
  expect(labelledDays(90, 524 / 90, labelWidth(7))).toEqual(Array.from({ length: 90 }, (_, i) => i).filter((i) => (89 - i) % 10 === 0));
  console.log(`day labels: ${centres.length} of 30 days, closest ${Math.min(...gaps).toFixed(1)} units apart for labels up to ${widest} wide`);
});

it('an empty chart says there were no sales, with a ₹0 line and no ₹0.01 steps', () => {
  const none = days.map((day) => ({ ...day, revenue: 0, orders: 0 }));
  renderChart('/admin/dashboard', none);
  const emptyTicks = ticksShown();
  expect(emptyTicks).toEqual(['₹0']);
  expect(screen.getByTestId('chart-empty')).toHaveTextContent('No sales on these days yet');
  expect(screen.getByRole('img')).toHaveAccessibleName('Revenue per day from 1 Nov to 30 Nov: no sales yet.');
  expect(screen.getAllByTestId('sales-bar')).toHaveLength(30);
  cleanup();
  // a best day of one paisa is drawn against whole rupees
  renderChart('/admin/dashboard', none.map((day, index) => (index === 3 ? { ...day, revenue: 1, orders: 1 } : day)));
  expect(ticksShown()).toEqual(['₹0', '₹1']);
  expect(screen.queryByTestId('chart-empty')).toBeNull();
  console.log(`empty chart: ticks ${JSON.stringify(emptyTicks)} and 'No sales on these days yet'; best day ₹0.01: ticks ${JSON.stringify(ticksShown())}`);
});

it('steps are round figures of whole rupees', () => {
  expect(revenueTicks(123_456)).toEqual([0, 50_000, 100_000, 150_000]);
  expect(revenueTicks(999)).toEqual([0, 500, 1_000]);
  // ₹2.5 crore: ₹1 crore steps
  expect(revenueTicks(250_00_00_000)).toEqual([0, 100_00_00_000, 200_00_00_000, 300_00_00_000]);
  for (const best of [1, 77, 1_001, 49_999, 3_14_15_926]) {
    const ticks = revenueTicks(best);
    expect(ticks.every((tick) => tick % 100 === 0)).toBe(true);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(best);
    expect(ticks.length).toBeLessThanOrEqual(6);
  }
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
  // French writes a narrow no-break space between thousands and a no-break space before the symbol
  expect(ticksShown().map((tick) => tick?.replace(/[\u202f\u00a0]/g, ' '))).toEqual(['0 ₹', '1 000 ₹', '2 000 ₹', '3 000 ₹', '4 000 ₹']);
  expect(screen.getByText('Voir les chiffres dans un tableau')).toBeInTheDocument();
});
