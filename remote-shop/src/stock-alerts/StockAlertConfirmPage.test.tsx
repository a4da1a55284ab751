import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import StockAlertConfirmPage from './StockAlertConfirmPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const TOKEN = 'a'.repeat(64);
const renderAt = (path: string) =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <StockAlertConfirmPage />
      </MemoryRouter>
    </ShopProviders>,
  );

beforeEach(() => call.mockReset());
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the back-in-stock confirmation page', () => {
  it('confirms only when the button is pressed (a visit confirms nothing), then says what comes next', async () => {
    call.mockResolvedValue({ status: 'waiting', inStock: false, product: { slug: 'lac-bangles', title: 'Lac bangles', variant: 'Size: 2.6' } });
    renderAt(`/stock-alerts/confirm?token=${TOKEN}`);
    expect(call).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done. We will e-mail you once when “Lac bangles (Size: 2.6)” is back in stock.');
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/stock-alerts/confirm' }), { body: { token: TOKEN } }, expect.anything());
    expect(screen.getByRole('link', { name: 'See it in the shop' })).toHaveAttribute('href', '/shop/lac-bangles');
  });

  it('says in French when the item is already back, and that a cut link is incomplete', async () => {
    await i18n.changeLanguage('fr');
    call.mockResolvedValue({ status: 'sent', inStock: true, product: { slug: 'owl', title: 'Chouette dhokra' } });
    renderAt(`/fr/stock-alerts/confirm?token=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer mon alerte' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Bonne nouvelle : « Chouette dhokra » est disponible.');
    cleanup();
    renderAt('/fr/stock-alerts/confirm?token=abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien est incomplet : ouvrez-le à nouveau depuis l’e-mail.');
  });
});
