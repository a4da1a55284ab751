import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { PATHS, productPath } from 'shared-contracts/routes/paths';
import { MemoryRouter, useRoutes } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { buildRoutes, preloadHostPage } from './router';
import { REMOTE_PAGES_FIXTURE } from './remotePages.fixture';
import { assembleRouteTable, type RouteEntry } from './table';

const routeTable = assembleRouteTable(REMOTE_PAGES_FIXTURE);

// The layouts' remote fragment (mini-cart) and account link stay out: a guest, no remote loaded.
jest.mock('../federation/loadRemoteModule', () => ({ loadRemoteModule: () => new Promise(() => {}) }));
jest.mock('shared-contracts/platform/auth', () => ({
  knownUser: () => null,
  currentUser: () => null,
  whenUserKnown: async () => null,
  onUserChanged: (listener: (user: unknown) => void) => {
    listener(null);
    return () => {};
  },
  signOut: async () => {},
}));

/** The real table with every page replaced by a stub that names its route: what the router serves where. */
const stubbed: RouteEntry[] = routeTable.map((entry) => ({
  ...entry,
  page: { owner: 'host', load: async () => ({ default: () => <p data-testid="page">{entry.id}</p> }) },
}));
const routes = buildRoutes(stubbed);

function Routes() {
  return useRoutes(routes);
}

const visit = (path: string) =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes />
      </MemoryRouter>
    </ShopProviders>,
  );

/** Each page of PATHS at a path of its own (a product page at one product's path). */
const visited = (Object.keys(PATHS) as (keyof typeof PATHS)[]).map((page) => {
  const entry = routeTable.find((r) => r.path === PATHS[page])!;
  return { page, path: page === 'product' ? productPath('blue-pottery-bowl') : PATHS[page], id: entry.id, layout: entry.layout };
});

beforeEach(() => Cookies.remove('locale'));
afterEach(() => i18n.changeLanguage('en'));

// First in the file: these pages have not been loaded by any other test yet.
it('draws a host page loaded ahead in its first render, where one loaded on demand shows the skeleton', async () => {
  // bootstrap.tsx loads the page before hydrating a server-rendered one: a page still loading would
  // leave the server's markup to React's Suspense, and the next update would replace it by the skeleton.
  const terms = stubbed.find((entry) => entry.path === PATHS.termsOfService);
  await preloadHostPage(terms);
  const first = visit(PATHS.termsOfService); // the first render, synchronous: nothing loads in between
  expect(screen.getByTestId('page')).toHaveTextContent('terms-of-service');
  first.unmount();

  const { container } = visit(PATHS.refundPolicy);
  expect(screen.queryByTestId('page')).toBeNull();
  expect(container.querySelector('main [aria-busy="true"]')).toHaveAccessibleName('Loading the page…');
  expect(await screen.findByTestId('page')).toHaveTextContent('refund-policy');
});

describe.each(LOCALES)('the router in %s', (locale) => {
  it.each(visited)('serves $page ($path) with the $layout layout', async ({ path, id, layout }) => {
    const { container } = visit(localizePath(path, locale));
    expect(await screen.findByTestId('page')).toHaveTextContent(id);
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', layout);
    expect(i18n.language).toBe(locale);
  });
});

it('answers any other path with the 404 page in the shop layout', async () => {
  const { container } = visit('/no-such-page');
  expect(await screen.findByText('Page not found: /no-such-page', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'user');
  expect(screen.queryByTestId('page')).toBeNull();
});

it("gives a down remote's paths its area (loading, then its fallback), not the 404 page; other paths stay 404", async () => {
  // The shop's pages.json could not be had: the table has none of its pages.
  const withoutShop = buildRoutes(assembleRouteTable({ ...REMOTE_PAGES_FIXTURE, shop: undefined }));
  const ShopDown = () => useRoutes(withoutShop);
  const at = (path: string) =>
    render(
      <ShopProviders>
        <MemoryRouter initialEntries={[path]}>
          <ShopDown />
        </MemoryRouter>
      </ShopProviders>,
    );
  const home = at('/es/shop');
  expect(home.container.querySelector('[data-layout="user"] main [aria-busy="true"]')).not.toBeNull();
  expect(screen.queryByText(/Page not found/)).toBeNull();
  home.unmount();
  Cookies.remove('locale');
  await i18n.changeLanguage('en');
  at('/no-such-page');
  expect(await screen.findByText('Page not found: /no-such-page', {}, { timeout: 15_000 })).toBeInTheDocument();
}, 20_000);
