import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import HomePage, { FEATURED_COUNT } from './HomePage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const categories = { items: [{ id: 'c1', slug: 'home-decor', name: 'Home & Decor', description: '', parentId: null, position: 1 }] };
const diyas = {
  id: 'p1',
  slug: 'hand-beaten-brass-diyas-set-of-4',
  title: 'Hand-beaten brass diyas, set of 4',
  description: '',
  categoryId: 'c1',
  price: 89_900,
  mrp: 109_900,
  gstRate: 12,
  hsn: null,
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  stockLevel: 'in_stock',
};

const renderAt = (path: string) =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/:locale" element={<HomePage />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );

describe('the home page', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation(async (route) => (route === lightRoutes.listCategories ? categories : { items: [diyas], total: 1, page: 1, pageSize: FEATURED_COUNT }));
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('fetches the first row of cards’ photos at once, the others lazily, each in a square box with its variants', async () => {
    const photo = (id: string) => ({ url: `/media/products/${id}/x.png`, alt: '', variants: [{ width: 320, url: `/media/products/${id}/x-320.webp` }] });
    const items = ['p1', 'p2', 'p3'].map((id) => ({ ...diyas, id, slug: `diya-${id}`, images: [photo(id)] }));
    call.mockImplementation(async (route) => (route === lightRoutes.listCategories ? categories : { items, total: 3, page: 1, pageSize: FEATURED_COUNT }));
    renderAt('/');
    const cards = await screen.findAllByTestId('product-card');
    const images = cards.map((card) => within(card).getByRole('presentation'));
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'low']);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(images[0]).toHaveAttribute('srcset', '/media/products/p1/x-320.webp 320w');
    expect(images[0]).toHaveAttribute('sizes', '(max-width: 535px) calc(50vw - 1.5rem), min(50vw, 15rem)');
    for (const img of images) expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['320', '320']);
  });

  it('leads into the shop, by category and through the newest pieces', async () => {
    renderAt('/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Handmade goods from across India · Haat');
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(await screen.findByRole('link', { name: 'Home & Decor' })).toHaveAttribute('href', '/shop?category=home-decor');
    const card = (await screen.findAllByTestId('product-card'))[0]!;
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/shop/hand-beaten-brass-diyas-set-of-4');
    expect(within(card).getByTestId('price')).toHaveTextContent('₹899.00');
    expect(within(card).getByTestId('stock')).toHaveTextContent('In stock');
    expect(call).toHaveBeenCalledWith(lightRoutes.listProducts, { query: { sort: 'newest', pageSize: FEATURED_COUNT } }, expect.anything());
  });

  it('keeps the language prefix on its links', async () => {
    await i18n.changeLanguage('es');
    renderAt('/es');
    expect(screen.getByRole('link', { name: 'Ver la tienda' })).toHaveAttribute('href', '/es/shop');
    expect(await screen.findByRole('link', { name: 'Home & Decor' })).toHaveAttribute('href', '/es/shop?category=home-decor');
    expect((await screen.findAllByRole('link', { name: /Hand-beaten brass diyas/ }))[0]).toHaveAttribute('href', '/es/shop/hand-beaten-brass-diyas-set-of-4');
  });
});
