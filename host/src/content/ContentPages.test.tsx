import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import AboutUsPage from './AboutUsPage';
import ShippingPolicyPage from './ShippingPolicyPage';
import RefundPolicyPage from './RefundPolicyPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import { PRIVACY_NOTICE_VERSION, RETENTION } from 'shared-contracts/domain/privacy';

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

  it('state the retention periods the retention job enforces, and the privacy notice’s version (issue 35 item 5)', () => {
    renderPage(PrivacyPolicyPage, PATHS.privacyPolicy);
    expect(screen.getByRole('heading', { name: 'How long we keep your data' })).toBeInTheDocument();
    const items = [
      `Orders, tax invoices and credit notes: ${RETENTION.taxRecordMonths} months (6 years) from the due date of the annual GST return of their financial year, which is 31 December after the year ends, as the CGST Act (section 36, rule 56) requires.`,
      `A guest’s cart kept on our server: ${RETENTION.guestCartDays} days after it was last changed.`,
      `An order a guest placed and never paid: its name, address, phone and email are erased ${RETENTION.unpaidGuestOrderDays} days after it was placed.`,
      `A download of your data: its link works for ${RETENTION.dataExportDays} days, then the file is deleted.`,
      `Emails we sent you: kept ${RETENTION.mailDays} days as a record that they were sent, then deleted.`,
    ];
    for (const item of items) expect(screen.getByText(item)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`accept this notice \\(version ${PRIVACY_NOTICE_VERSION}\\)`))).toBeInTheDocument();
    console.log(`privacy policy: ${items.length} retention periods stated, notice version ${PRIVACY_NOTICE_VERSION}`);
  });
});
