/**
 * The dashboard's real-user speed (issue 34): p75 per page type and device class for the chosen
 * period, each figure coloured and named by its Core Web Vitals rating, the plot per day, en/es/fr.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { VitalsReport } from 'shared-contracts/api/vitals';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { VitalsChart, lastDays } from './VitalsChart';
import { VitalsPanel } from './VitalsPanel';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const NOW = Date.parse('2026-11-28T12:00:00Z');
const [first, , third] = lastDays(NOW).slice(-3);
const report: VitalsReport = {
  groups: [
    { days: 7, page: 'product', device: 'mobile', metric: 'LCP', p75: 2100, samples: 40 },
    { days: 7, page: 'product', device: 'mobile', metric: 'INP', p75: 320, samples: 31 },
    { days: 7, page: 'product', device: 'mobile', metric: 'CLS', p75: 0.3, samples: 40 },
    { days: 7, page: 'product', device: 'mobile', metric: 'TTFB', p75: 650, samples: 40 },
    { days: 7, page: 'home', device: 'desktop', metric: 'LCP', p75: 4200, samples: 12 },
    { days: 28, page: 'home', device: 'desktop', metric: 'LCP', p75: 1900, samples: 60 },
    { days: 28, page: 'cart', device: 'mobile', metric: 'INP', p75: 150, samples: 9 },
  ],
  byDay: [
    { date: first!, metric: 'LCP', p75: 1800, samples: 10 },
    { date: third!, metric: 'LCP', p75: 4500, samples: 8 },
    { date: third!, metric: 'INP', p75: 180, samples: 8 },
  ],
};

const renderPanel = (path = '/admin/dashboard') =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <VitalsPanel />
      </MemoryRouter>
    </ShopProviders>,
  );

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => `${cell.textContent}${cell.dataset.rating ? ` [${cell.dataset.rating}]` : ''}`);

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

it('shows p75 per page type and device for 7 days, each rated against the thresholds, and 28 days on request', async () => {
  call.mockResolvedValue(report);
  renderPanel();
  const product = await screen.findByTestId('vitals-row-product-mobile');
  expect(within(product).getByRole('rowheader')).toHaveTextContent('Product');
  expect(cells(product)).toEqual(['Mobile', '2.1 s Good [good]', '320 ms Needs improvement [needs-improvement]', '0.30 Poor [poor]', '650 ms Good [good]', '40']);
  expect(cells(screen.getByTestId('vitals-row-home-desktop'))).toEqual(['Desktop', '4.2 s Poor [poor]', '–', '–', '–', '12']);
  expect(screen.queryByTestId('vitals-row-cart-mobile')).toBeNull();
  expect(screen.getByText(/Good up to 2.5 s LCP, 200 ms INP, 0.10 CLS and 800 ms TTFB; poor above 4.0 s, 500 ms, 0.25 and 1.8 s/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: '28 days' }));
  expect(screen.getByRole('button', { name: '28 days' })).toHaveAttribute('aria-pressed', 'true');
  expect(cells(screen.getByTestId('vitals-row-home-desktop'))).toEqual(['Desktop', '1.9 s Good [good]', '–', '–', '–', '60']);
  expect(cells(screen.getByTestId('vitals-row-cart-mobile'))).toEqual(['Mobile', '–', '150 ms Good [good]', '–', '–', '9']);
  console.log(`vitals panel rows (7 days): product/mobile ${cells(product).slice(1, 5).join(' | ')}`);
});

it('says so when no visit was measured, in Spanish', async () => {
  call.mockResolvedValue({ groups: [], byDay: [] });
  await i18n.changeLanguage('es');
  renderPanel('/es/admin/dashboard');
  expect(await screen.findByTestId('vitals-none')).toHaveTextContent('Aún no hay visitas medidas en los últimos 7 días.');
  expect(screen.getByText('Velocidad para usuarios reales')).toBeInTheDocument();
});

it('plots a figure per day over 28 days, coloured by rating, with its thresholds; in French', async () => {
  await i18n.changeLanguage('fr');
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/fr/admin/dashboard']}>
        <VitalsChart days={report.byDay} now={NOW} />
      </MemoryRouter>
    </ShopProviders>,
  );
  expect(screen.getAllByTestId('vitals-threshold').map((line) => line.textContent)).toEqual(['2,5 s', '4,0 s']);
  const bars = screen.getAllByTestId('vitals-bar');
  expect(bars.map((bar) => bar.textContent)).toEqual([expect.stringMatching(/1,8 s \(Bon\), 10 visites$/), expect.stringMatching(/4,5 s \(Mauvais\), 8 visites$/)]);
  expect(screen.getByRole('img')).toHaveAccessibleName(/Plus grand affichage \(LCP\) par jour : 2 jours avec des visites, dernier 4,5 s le 28 nov/);
  fireEvent.click(screen.getByRole('button', { name: 'INP' }));
  expect(screen.getAllByTestId('vitals-bar').map((bar) => bar.textContent)).toEqual([expect.stringMatching(/180 ms \(Bon\), 8 visites$/)]);
  console.log(`vitals chart: ${lastDays(NOW).length} days on the axis, LCP bars ${bars.length}, INP bars 1`);
});
