import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { SHOP } from 'shared-contracts/domain/shop';
import { LOCALES } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { hostPages as hostRoutes } from './table';

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
// The shop API answers the account page with a new customer's profile, their consents (none given
// yet) and no download of their data.
jest.mock('shared-contracts/platform/api', () => ({
  shopApi: async () => ({
    call: async (route: { path: string }) => {
      if (route.path === '/account/consents') return { marketing: false, history: [] };
      if (route.path === '/account/data-export') return { latest: null };
      return { uid: 'u1', email: 'asha@shop.test', name: '', phone: null, addresses: [], gstin: null, role: 'customer', createdAt: '2026-01-01T00:00:00.000Z' };
    },
  }),
}));
const SIGNED_IN_PAGES = new Set(['accounts', 'delete-user']);
const customer = { uid: 'u1', email: 'asha@shop.test', displayName: 'Asha', role: 'customer' as const };

jest.mock('shared-contracts/platform/config', () => ({
  loadRuntimeConfig: () => Promise.resolve({ authEmulatorUrl: 'http://127.0.0.1:9099' }),
}));

/** Every page the host serves itself, from the route table (the admin entry only redirects). */
const hostPages = hostRoutes.flatMap((entry) => (entry.page.owner === 'host' && entry.id !== 'admin' ? [[entry.id, entry.page.load] as const] : []));
const loaded = new Map<string, ComponentType>();

beforeAll(async () => {
  for (const [id, load] of hostPages) loaded.set(id, (await load()).default);
});

/** What i18next shows for a missing key: the key itself. */
const UNTRANSLATED = /\b(?:page|nav|about|privacy|refund|shipping|terms|contact|identity|accounts|login|delete|quick|sample)\.[a-z][\w.]*/;

const renderPage = (Page: ComponentType) =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>
    </ShopProviders>,
  );

afterEach(() => i18n.changeLanguage('en'));

describe.each(LOCALES)('the host pages in %s', (lng) => {
  beforeEach(() => i18n.changeLanguage(lng));

  it.each(hostPages.map(([id]) => id))('%s: one h1, titled sections, every text translated, the page title', async (id) => {
    mockUser = SIGNED_IN_PAGES.has(id) ? customer : null;
    document.title = '';
    const { container } = renderPage(loaded.get(id)!);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(UNTRANSLATED);
    const h1 = screen.getByRole('heading', { level: 1 }).textContent!.trim();
    expect(document.title).toBe(`${h1} · ${SHOP.name}`);
  });
});
