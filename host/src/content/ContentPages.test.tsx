import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import AboutUsPage from './AboutUsPage';
import ShippingPolicyPage from './ShippingPolicyPage';
import RefundPolicyPage from './RefundPolicyPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const renderPage = (Page: ComponentType, path = '/') =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </ShopProviders>,
  );

afterEach(() => {
  call.mockReset();
  return i18n.changeLanguage('en');
});

describe('the content pages', () => {
  it('link to pages in the active language', async () => {
    await i18n.changeLanguage('es');
    renderPage(AboutUsPage, `/es${PATHS.aboutUs}`);
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/es/contact-us');
  });

  it('send the shopper to the delivery estimate for the shipping, not to fixed amounts (the merchant’s table decides them)', () => {
    renderPage(ShippingPolicyPage);
    expect(screen.getByText(/Give your PIN code on a product page or in your cart/)).toBeInTheDocument();
  });

  it('state the merchant’s return terms (Settings › Returns): the window, the reasons, the categories never taken back', async () => {
    call.mockResolvedValue({ windowDays: 10, reasons: ['Damaged or defective', 'Size or fit'], nonReturnableCategories: [{ id: 'c1', name: 'Pickles' }] });
    await i18n.changeLanguage('fr');
    renderPage(RefundPolicyPage, '/fr/refund-policy');
    expect(await screen.findByRole('heading', { name: 'Retours sous 10 jours' })).toBeInTheDocument();
    expect(screen.getByText('Les motifs que vous pouvez indiquer : Damaged or defective, Size or fit.')).toBeInTheDocument();
    expect(screen.getByText('Tout ce qui est dans ces catégories : Pickles.')).toBeInTheDocument();
  });
});
