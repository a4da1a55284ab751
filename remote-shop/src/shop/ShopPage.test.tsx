import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/ui/router';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { formatMoney } from 'shared-contracts/domain/money';
import { i18n } from 'shared-contracts/platform/i18n';
import ShopPage from './ShopPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const categories = { items: [{ id: 'c1', slug: 'pottery', name: 'Pottery', description: '', parentId: null, position: 1 }] };
/** Where the router is: the test reads it from the page. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}
const where = () => screen.getByTestId('where').textContent;

const renderAt = (path: string) =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/shop"
            element={
              <>
                <ShopPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );

const productQueries = () => call.mock.calls.filter(([route]) => route === lightRoutes.listProducts).map(([, input]) => input.query);
/** The list's own queries (an empty list's suggestions ask for the newest products apart, NoResults.tsx). */
const listQueries = () => productQueries().filter((query) => query.pageSize === 12);

// jsdom has <dialog> but not its modal methods: open and close as a browser does, close announcing it.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

describe('the shop page', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation(async (route) => (route === lightRoutes.listCategories ? categories : { items: [], total: 0, page: 1, pageSize: 12 }));
  });
  afterEach(cleanup);

  it('reads its filters from the URL and asks the API for them (prices in paise)', async () => {
    renderAt('/shop?q=bowl&category=pottery&min=500&max=1299.5&inStock=1&sort=price_desc&page=2');
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    expect(listQueries()[0]).toEqual({ q: 'bowl', category: 'pottery', minPrice: 50_000, maxPrice: 129_950, inStock: true, sort: 'price_desc', page: 2, pageSize: 12 });
    expect(screen.getByLabelText('Search')).toHaveValue('bowl');
    expect(screen.getByLabelText('In stock only')).toBeChecked();
    expect(document.title).toBe('The shop · Haat');
  });

  it('puts a new filter in the URL and starts again from page 1', async () => {
    renderAt('/shop?page=3');
    await screen.findByRole('option', { name: 'Pottery' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'pottery');
    await waitFor(() => expect(where()).toBe('/shop?category=pottery'));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await waitFor(() => expect(where()).toBe('/shop?category=pottery&sort=price_asc'));
    expect(listQueries().at(-1)).toMatchObject({ category: 'pottery', sort: 'price_asc', page: 1 });
  });

  it('applies typing by itself once it pauses, as every other filter applies, and keeps what is typed next', async () => {
    renderAt('/shop?inStock=1');
    await screen.findByRole('option', { name: 'Pottery' });
    expect(screen.queryByRole('button', { name: 'Show the products' })).toBeNull();
    const search = screen.getByLabelText('Search');
    await userEvent.type(search, 'blue ');
    // nothing pressed: the list follows once typing pauses
    await waitFor(() => expect(where()).toBe('/shop?q=blue&inStock=1'));
    expect(listQueries().at(-1)).toMatchObject({ q: 'blue', inStock: true, page: 1 });
    // the word's URL leaves the field as typed, so the next word follows the space
    expect(search).toHaveValue('blue ');
    await userEvent.type(search, 'pot{Enter}');
    await waitFor(() => expect(where()).toBe('/shop?q=blue+pot&inStock=1'));
    await userEvent.type(screen.getByLabelText('Lowest price in rupees'), '500');
    await waitFor(() => expect(where()).toBe('/shop?q=blue+pot&min=500&inStock=1'));
    expect(listQueries().at(-1)).toMatchObject({ q: 'blue pot', minPrice: 50_000 });
  });

  it('keeps a change made before the previous one has reached the URL', async () => {
    renderAt('/shop');
    await screen.findByRole('option', { name: 'Pottery' });
    // Both in one go, as a quick hand on a slow phone: the second handler runs before the first
    // one's navigation has landed.
    act(() => {
      fireEvent.click(screen.getByLabelText('In stock only'));
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
    });
    await waitFor(() => expect(where()).toBe('/shop?inStock=1&sort=price_asc'));
    expect(screen.getByLabelText('In stock only')).toBeChecked();
  });

  it('suggests something when nothing matches (issue 38): the words across the whole shop, every category, the newest products, in the page’s language', async () => {
    const bowl = { id: 'p1', slug: 'blue-pottery-bowl', title: 'Blue pottery bowl', description: '', categoryId: 'c1', price: 129_900, mrp: 129_900, gstRate: 12, hsn: null, images: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', stockLevel: 'in_stock' };
    call.mockImplementation(async (route, input) => {
      if (route === lightRoutes.listCategories) return categories;
      // the list asked for finds nothing; the newest products, asked apart, are there
      return input.query.pageSize === 4 ? { items: [bowl], total: 1, page: 1, pageSize: 4 } : { items: [], total: 0, page: 1, pageSize: 12 };
    });
    renderAt('/shop?q=jumkaxx&inStock=1');
    const empty = await screen.findByTestId('shop-empty');
    expect(within(empty).getByText('Nothing in the shop matches “jumkaxx”.')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Search the whole shop for “jumkaxx”' })).toHaveAttribute('href', '/shop?q=jumkaxx');
    expect(within(empty).getByRole('link', { name: 'Pottery' })).toHaveAttribute('href', '/shop?category=pottery');
    expect(await within(empty).findByRole('link', { name: /Blue pottery bowl/ })).toHaveAttribute('href', '/shop/blue-pottery-bowl');
    const suggested = within(empty).getAllByRole('link').map((link) => link.textContent);
    console.log(`empty search suggests ${suggested.length} links: ${suggested.join(' | ')}`);
    expect(productQueries()).toContainEqual({ sort: 'newest', page: 1, pageSize: 4 });
    cleanup();
    await i18n.changeLanguage('es');
    try {
      renderAt('/shop?q=jumkaxx');
      const emptyEs = await screen.findByTestId('shop-empty');
      expect(within(emptyEs).getByText('Nada en la tienda coincide con «jumkaxx».')).toBeInTheDocument();
      expect(within(emptyEs).getByRole('heading', { name: 'Mira mejor una categoría' })).toBeInTheDocument();
      // only the search narrowed it: no "whole shop" link
      expect(within(emptyEs).queryByRole('link', { name: /toda la tienda/ })).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('pages through the results, keeping the filters in the links', async () => {
    call.mockImplementation(async (route) => (route === lightRoutes.listCategories ? categories : { items: [], total: 30, page: 1, pageSize: 12 }));
    renderAt('/shop?category=pottery&sort=price_asc&page=2');
    const pager = await screen.findByRole('navigation', { name: 'Pages of results' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/shop?category=pottery&sort=price_asc');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/shop?category=pottery&sort=price_asc&page=3');
    expect(screen.queryByTestId('shop-empty')).toBeNull();
    cleanup();
    renderAt('/shop?page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    cleanup();
    renderAt('/shop?q=pot&page=9');
    expect(await screen.findByText('There are only 3 pages of results.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the first page' })).toHaveAttribute('href', '/shop?q=pot');
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    renderAt('/shop?q=zzz');
    expect(await screen.findByText('Nothing in the shop matches “zzz”.')).toBeInTheDocument();
    cleanup();
    renderAt('/shop?min=90000');
    expect(await screen.findByText('No product matches these filters.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Clear filters' })[0]).toHaveAttribute('href', '/shop');
  });

  it('refuses a highest price below the lowest on its field, in rupees, and still lists the products', async () => {
    call.mockImplementation(async (route) => (route === lightRoutes.listCategories ? categories : { items: [], total: 7, page: 1, pageSize: 12 }));
    renderAt('/shop');
    await userEvent.type(screen.getByLabelText('Lowest price in rupees'), '5000');
    await userEvent.type(screen.getByLabelText('Highest price in rupees'), '100{Enter}');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Highest price in rupees: Must be at least the lowest price, ₹5,000.00.');
    expect(screen.getByLabelText('Highest price in rupees')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Highest price in rupees')).toHaveAccessibleDescription(error.textContent!);
    expect(screen.getByLabelText('Lowest price in rupees')).not.toHaveAttribute('aria-invalid');
    expect(where()).toBe('/shop?min=5000&max=100');
    expect(listQueries().at(-1)).toEqual({ sort: 'newest', page: 1, pageSize: 12 });
    expect(await screen.findByText('7 products')).toBeInTheDocument();
  });

  it('says the products did not load instead of looking for them for good', async () => {
    call.mockImplementation(async (route) => {
      if (route === lightRoutes.listCategories) return categories;
      throw new Error('offline');
    });
    renderAt('/shop');
    expect(await screen.findByRole('heading', { name: 'Products not loaded' })).toBeInTheDocument();
    expect(screen.queryByText('Finding products…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the filters in use as chips, each a link to the list without it', async () => {
    renderAt('/shop?q=bowl&category=pottery&inStock=1&sort=price_asc');
    const chip = await screen.findByRole('link', { name: 'Remove the filter: Pottery' });
    expect(screen.getByRole('link', { name: 'Remove the filter: Search: “bowl”' })).toHaveAttribute('href', '/shop?category=pottery&inStock=1&sort=price_asc');
    expect(screen.getByRole('link', { name: 'Remove the filter: In stock only' })).toHaveAttribute('href', '/shop?q=bowl&category=pottery&sort=price_asc');
    await userEvent.click(chip);
    await waitFor(() => expect(where()).toBe('/shop?q=bowl&inStock=1&sort=price_asc'));
    expect(screen.queryByRole('link', { name: 'Remove the filter: Pottery' })).toBeNull();
  });

  it('says a price filter as the prices say money, in the page language (issue 38)', async () => {
    await i18n.changeLanguage('es');
    try {
      renderAt('/shop?min=500&max=2899.5');
      expect(await screen.findByRole('link', { name: `Quitar el filtro: Desde ${formatMoney(50_000, 'es')}` })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Quitar el filtro: Hasta ${formatMoney(289_950, 'es')}` })).toBeInTheDocument();
      expect(formatMoney(50_000, 'es')).toMatch(/^500,00\s₹$/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('opens the filters in a drawer (its own chunk) whose search applies and closes it', async () => {
    renderAt('/shop?inStock=1');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const search = drawer.querySelector<HTMLInputElement>('input[type=search]')!;
    await userEvent.type(search, 'lamp');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show the products' }));
    await waitFor(() => expect(where()).toBe('/shop?q=lamp&inStock=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
