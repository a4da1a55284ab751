import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { ApiError } from 'shared-contracts/api/api-error';
import { pageErrorStatus } from 'shared-contracts/errors/page';
import { i18n } from 'shared-contracts/platform/i18n';
import { RemoteFragmentProvider, type FragmentSlotProps } from 'shared-contracts/ui/RemoteFragment';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { MOBILE_MEDIA } from 'shared-contracts/ui/theme';
import ProductPage from './ProductPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const product = {
  id: 'p1',
  slug: 'blue-pottery-bowl',
  title: 'Blue pottery bowl',
  description: 'Glazed by hand in Jaipur.',
  categoryId: 'c1',
  price: 129_900,
  mrp: 149_900,
  gstRate: 12,
  hsn: '6912',
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  stockLevel: 'few_left',
};
const category = { id: 'c1', slug: 'pottery', name: 'Pottery', description: '', parentId: null, position: 1 };

class Boundary extends Component<{ children: ReactNode }, { status?: number }> {
  override state: { status?: number } = {};
  static getDerivedStateFromError(error: unknown) {
    return { status: pageErrorStatus(error) ?? 500 };
  }
  override render() {
    return this.state.status ? <p>error {this.state.status}</p> : this.props.children;
  }
}

const fragments: FragmentSlotProps[] = [];
function Slot(props: FragmentSlotProps) {
  fragments.push(props);
  return <button type="button">fragment {props.module}</button>;
}

const renderAt = (path: string) =>
  render(
    <ShopProviders>
      <RemoteFragmentProvider value={Slot}>
        <MemoryRouter initialEntries={[path]}>
          <Boundary>
            <Routes>
              <Route path="/shop/:slug" element={<ProductPage />} />
              <Route path="/:locale/shop/:slug" element={<ProductPage />} />
            </Routes>
          </Boundary>
        </MemoryRouter>
      </RemoteFragmentProvider>
    </ShopProviders>,
  );

describe('the product page', () => {
  beforeEach(() => {
    call.mockReset();
    fragments.length = 0;
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the price with GST, the stock, and hands the product to the checkout’s add-to-cart', async () => {
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/shop/blue-pottery-bowl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue pottery bowl' })).toBeInTheDocument();
    expect(screen.getByTestId('price')).toHaveTextContent('₹1,299.00');
    expect(screen.getByText('Inclusive of all taxes (GST 12%)')).toBeInTheDocument();
    expect(screen.getByTestId('stock')).toHaveTextContent('Only a few left');
    expect(screen.getByRole('button', { name: 'fragment ./AddToCart' })).toBeInTheDocument();
    expect(fragments.at(-1)).toMatchObject({ remote: 'checkout', module: './AddToCart', props: { product: { id: 'p1', price: 129_900, stockLevel: 'few_left' }, quantity: 1 } });
    expect(call).toHaveBeenCalledWith(lightRoutes.getProduct, { params: { slug: 'blue-pottery-bowl' } }, expect.anything());
  });

  it('shows the SKU and the attributes as a specifications table, and no table for a product without them', async () => {
    const specified = { ...product, sku: 'BOWL12', attributes: [{ key: 'material', value: 'Quartz paste' }, { key: 'diameter_cm', value: '18' }] };
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product: specified, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/shop/blue-pottery-bowl');
    const table = await screen.findByRole('table', { name: 'Specifications' });
    expect(within(table).getAllByRole('row').map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])).toEqual([
      ['SKU', 'BOWL12'],
      ['material', 'Quartz paste'],
      ['diameter_cm', '18'],
    ]);
    cleanup();
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/shop/blue-pottery-bowl');
    await screen.findByRole('heading', { level: 1, name: 'Blue pottery bowl' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('names the chosen variant’s SKU in the specifications of a product sold by variant', async () => {
    const variant = (id: string, size: string, sku: string) => ({
      id,
      sku,
      options: [{ name: 'Size', value: size }],
      price: 129_900,
      mrp: null,
      images: [],
      position: id === 'v1' ? 0 : 1,
      stockLevel: 'in_stock',
      maxQuantity: 10,
    });
    const byVariant = { ...product, sku: 'BOWL', options: [{ name: 'Size', values: ['S', 'L'] }], variants: [variant('v1', 'S', 'BOWL-S'), variant('v2', 'L', 'BOWL-L')] };
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product: byVariant, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/shop/blue-pottery-bowl?variant=v2');
    const table = await screen.findByRole('table', { name: 'Specifications' });
    expect(within(table).getByRole('row', { name: /SKU/ })).toHaveTextContent('BOWL-L');
  });

  it('formats the price for the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/fr/shop/blue-pottery-bowl');
    expect(await screen.findByText('Toutes taxes comprises (GST 12 %)')).toBeInTheDocument();
    expect(screen.getByTestId('price').textContent).toMatch(/1\s299,00\s₹/);
  });

  it('strikes the MRP through when it is above the price, and hides it otherwise', async () => {
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/shop/blue-pottery-bowl');
    await screen.findByRole('heading', { level: 1, name: 'Blue pottery bowl' });
    const mrp = screen.getByTestId('price').querySelector('.price__mrp');
    expect(mrp).toHaveTextContent('MRP ₹1,499.00');
    // and how much less, rounded down (issue 38): 200 of 1,499 is 13.3%
    expect(screen.getByTestId('price').querySelector('.price__off')).toHaveTextContent('13% off');
    cleanup();
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product: { ...product, mrp: product.price }, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/shop/blue-pottery-bowl');
    await screen.findByRole('heading', { level: 1, name: 'Blue pottery bowl' });
    expect(screen.getByTestId('price')).toHaveTextContent(/^₹1,299\.00$/);
  });

  it('offers no more than the stock allows, and hands that cap to add-to-cart', async () => {
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product: { ...product, maxQuantity: 3 }, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/shop/blue-pottery-bowl');
    await screen.findByRole('heading', { level: 1, name: 'Blue pottery bowl' });
    expect(within(screen.getByLabelText('Quantity')).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3']);
    expect(fragments.at(-1)).toMatchObject({ props: { product: { id: 'p1', maxQuantity: 3 }, quantity: 1 } });
  });

  it('a sold-out product says so and its quantity cannot be changed; the quantity goes to add-to-cart', async () => {
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product: { ...product, stockLevel: 'sold_out' }, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/shop/blue-pottery-bowl');
    await screen.findByRole('heading', { level: 1, name: 'Blue pottery bowl' });
    expect(screen.getByTestId('stock')).toHaveTextContent('Sold out');
    expect(screen.getByLabelText('Quantity')).toBeDisabled();
    cleanup();
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product: { ...product, stockLevel: 'in_stock' }, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/shop/blue-pottery-bowl');
    await screen.findByRole('heading', { level: 1, name: 'Blue pottery bowl' });
    expect(screen.getByTestId('stock')).toHaveTextContent('In stock');
    const quantity = screen.getByLabelText('Quantity');
    expect(within(quantity).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await userEvent.selectOptions(quantity, '3');
    expect(fragments.at(-1)).toMatchObject({ props: { quantity: 3 } });
    expect(document.title).toBe('Blue pottery bowl · Haat');
  });

  it('shows each photo from its thumbnail button, a placeholder when there is none, and related products of the category', async () => {
    const images = [
      { url: '/img/a.webp', alt: 'The bowl from above' },
      { url: '/img/b.webp', alt: 'The bowl from the side' },
    ];
    const other = { ...product, id: 'p2', slug: 'blue-pottery-plate', title: 'Blue pottery plate' };
    call.mockImplementation(async (route) =>
      route === lightRoutes.getProduct ? { product: { ...product, images }, category } : { items: [{ ...product, images }, other], total: 2, page: 1, pageSize: 5 },
    );
    renderAt('/shop/blue-pottery-bowl');
    expect(await screen.findByRole('img', { name: 'The bowl from above' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 2: The bowl from the side' }));
    expect(screen.getByRole('img', { name: 'The bowl from the side' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show photo 2 of 2: The bowl from the side' })).toHaveAttribute('aria-pressed', 'true');
    const related = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(related).getAllByTestId('product-card')).toHaveLength(1);
    expect(within(related).getByRole('link')).toHaveAttribute('href', '/shop/blue-pottery-plate');
    expect(call).toHaveBeenCalledWith(lightRoutes.listProducts, { query: expect.objectContaining({ category: 'pottery' }) }, expect.anything());
    cleanup();
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/shop/blue-pottery-bowl');
    expect(await screen.findByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
  });

  it('fetches the main photo first, at the size the screen needs, in a square box; thumbnails lazily', async () => {
    const images = [
      { url: '/media/products/p1/aa.jpg', alt: 'The bowl from above', variants: [320, 640, 1280].map((width) => ({ width, url: `/media/products/p1/aa-${width}.webp` })) },
      { url: '/media/products/p1/bb.jpg', alt: 'The bowl from the side' },
    ];
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product: { ...product, images }, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/shop/blue-pottery-bowl');
    const main = await screen.findByRole('img', { name: 'The bowl from above' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading', 'lazy');
    expect(main).toHaveAttribute('srcset', '/media/products/p1/aa-320.webp 320w, /media/products/p1/aa-640.webp 640w, /media/products/p1/aa-1280.webp 1280w');
    expect(main).toHaveAttribute('sizes', `${MOBILE_MEDIA} min(36vh, calc(100vw - 2rem)), 38rem`);
    expect(main).toHaveAttribute('width', '640');
    expect(main).toHaveAttribute('height', '640');
    const thumbs = within(screen.getByRole('button', { name: 'Show photo 2 of 2: The bowl from the side' })).getByRole('presentation');
    expect(thumbs).toHaveAttribute('loading', 'lazy');
    expect(thumbs).toHaveAttribute('width', '64');
  });

  it('an unknown product is the 404 page', async () => {
    // React reports the error the boundary catches; that is the point here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    call.mockRejectedValue(new ApiError(404, 'not_found', 'Not found'));
    renderAt('/shop/no-such-thing');
    expect(await screen.findByText('error 404')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
