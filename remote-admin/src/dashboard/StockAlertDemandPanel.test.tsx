/** The dashboard's back-in-stock demand (issue 36 item 2): per product and variant, en/fr; nothing for a role without the permission. */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { StockAlertDemandPanel } from './StockAlertDemandPanel';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const renderPanel = () =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <StockAlertDemandPanel />
      </MemoryRouter>
    </ShopProviders>,
  );

beforeEach(() => call.mockReset());
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('Waiting for restock', () => {
  it('lists the waiting alerts per product and variant with the stock, and the total', async () => {
    call.mockResolvedValue({
      items: [
        { productId: 'p1', title: 'Jaipur lac bangles, set of 6', variantId: 'v1', variant: 'Size: 2.6, Colour: Green', stock: 0, waiting: 3, oldest: '2026-11-20T10:00:00.000Z' },
        { productId: 'p2', title: 'Pochampally ikat cotton dupatta', variantId: null, variant: null, stock: 1, waiting: 1, oldest: '2026-11-25T10:00:00.000Z' },
      ],
      total: 4,
    });
    renderPanel();
    const rows = await screen.findAllByTestId('stock-alert-row');
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Jaipur lac bangles, set of 6', 'Size: 2.6, Colour: Green', '3', '0'],
      ['Pochampally ikat cotton dupatta', '—', '1', '1'],
    ]);
    expect(screen.getByText('4 waiting in all')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/admin/stock-alerts' }), undefined, expect.anything());
  });

  it('says nobody waits, in French', async () => {
    await i18n.changeLanguage('fr');
    call.mockResolvedValue({ items: [], total: 0 });
    renderPanel();
    expect(await screen.findByText('Personne n’attend un article épuisé.')).toBeInTheDocument();
    expect(screen.getByText('En attente de réassort')).toBeInTheDocument();
  });

  it('shows nothing to a role without the permission', async () => {
    call.mockRejectedValue(new ApiError(403, 'forbidden', 'Forbidden.'));
    renderPanel();
    expect(screen.getByTestId('stock-alert-demand')).toBeInTheDocument(); // while it asks
    await waitFor(() => expect(screen.queryByTestId('stock-alert-demand')).toBeNull());
    expect(call).toHaveBeenCalledTimes(1);
  });
});
