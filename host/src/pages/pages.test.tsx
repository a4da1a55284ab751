import type { ComponentType } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { LOCALES } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import '../i18n/messages';
import AboutUsPage from './AboutUsPage';
import AccountsPage from './AccountsPage';
import ContactUsPage from './ContactUsPage';
import DeleteUserPage from './DeleteUserPage';
import LoginPage from './LoginPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import QuickLoginPage from './QuickLoginPage';
import RefundPolicyPage from './RefundPolicyPage';
import { SampleForm } from './SampleForm';
import SamplePage, { UNSAFE_TOAST_PAYLOAD } from './SamplePage';
import ShippingPolicyPage from './ShippingPolicyPage';
import TermsPage from './TermsPage';

// The identity SDK stays out: the visitor is a guest, or the customer below on the pages that
// need a signed-in user (set per page).
jest.mock('shared-contracts/platform/firebase', () => ({ firebaseAuth: () => new Promise(() => {}) }));
let mockUser: { uid: string; email: string; displayName: string; role: 'customer' } | null = null;
jest.mock('shared-contracts/platform/auth', () => ({
  knownUser: () => mockUser,
  currentUser: () => mockUser,
  whenUserKnown: async () => mockUser,
  onUserChanged: (listener: (user: unknown) => void) => {
    listener(mockUser);
    return () => {};
  },
}));
// The shop API answers the account page with a new customer's profile.
jest.mock('shared-contracts/platform/api', () => ({
  shopApi: async () => ({
    call: async () => ({ uid: 'u1', email: 'asha@shop.test', name: '', phone: null, addresses: [], gstin: null, role: 'customer', createdAt: '2026-01-01T00:00:00.000Z' }),
  }),
}));
const SIGNED_IN_PAGES = new Set(['AccountsPage', 'DeleteUserPage']);
const customer = { uid: 'u1', email: 'asha@shop.test', displayName: 'Asha', role: 'customer' as const };

jest.mock('shared-contracts/platform/config', () => ({
  loadRuntimeConfig: () => Promise.resolve({ authEmulatorUrl: 'http://127.0.0.1:9099' }),
}));

const pages: Record<string, ComponentType> = {
  AboutUsPage,
  AccountsPage,
  ContactUsPage,
  DeleteUserPage,
  LoginPage,
  PrivacyPolicyPage,
  QuickLoginPage,
  RefundPolicyPage,
  SamplePage,
  ShippingPolicyPage,
  TermsPage,
};

/** What i18next shows for a missing key: the key itself. */
const UNTRANSLATED = /\b(?:page|nav|about|privacy|refund|shipping|terms|contact|identity|accounts|login|delete|quick|sample)\.[a-z][\w.]*/;

const renderPage = (Page: ComponentType, path = '/') =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </ShopProviders>,
  );

afterEach(() => i18n.changeLanguage('en'));

describe.each(LOCALES)('the host pages in %s', (lng) => {
  beforeEach(() => i18n.changeLanguage(lng));

  it.each(Object.keys(pages))('%s: one h1, titled sections, every text translated', async (name) => {
    mockUser = SIGNED_IN_PAGES.has(name) ? customer : null;
    const { container } = renderPage(pages[name]!);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(UNTRANSLATED);
  });
});

describe('links and redirects', () => {
  it('link to pages in the active language', async () => {
    await i18n.changeLanguage('es');
    renderPage(AboutUsPage, '/es/about-us');
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/es/contact-us');
  });

  it('state the shipping amounts the cart rules charge', () => {
    renderPage(ShippingPolicyPage);
    expect(screen.getByText(/free on orders of ₹499\.00 or more.*flat fee of ₹49\.00/)).toBeInTheDocument();
  });

  it('quick sign-in says it works here when the identity service is the local emulator', async () => {
    renderPage(QuickLoginPage);
    expect(await screen.findByText(/uses the local test sign-in service/)).toBeInTheDocument();
  });
});

// antd's form renders slowly in jsdom: the UI kit's tests get more time, and query by text, not role.
describe('the UI kit', () => {
  jest.setTimeout(30_000);

  it('judges the form with the shared rules and their exact messages', async () => {
    renderPage(SampleForm);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText('GSTIN (optional)'), { target: { value: '08AAHCH1234K1Z' } });
    fireEvent.click(screen.getByText('Check the form'));
    expect(await screen.findByText('Min 3 characters required.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('GST number must be exactly 15 characters.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3); // email, password, state
    expect(screen.getByText('File is required')).toBeInTheDocument();
  });

  it("shows the catalogue's markup in toasts, and data put into a message as text", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderPage(SamplePage);
    fireEvent.click(screen.getByText('Toast with HTML'));
    expect(await screen.findByText('Saved', { selector: 'b' }, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Toast with unsafe HTML'));
    const toast = (await screen.findByText('Data stays text', { selector: 'b' }, { timeout: 5000 })).parentElement!;
    expect(toast.textContent).toBe(`Data stays text, no alert opens: ${UNSAFE_TOAST_PAYLOAD}`);
    expect(document.querySelector('.Toastify img')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText(UNSAFE_TOAST_PAYLOAD, { selector: 'code' })).toBeInTheDocument(); // shown as text on the page
    expect(alert).not.toHaveBeenCalled();
  });
});
