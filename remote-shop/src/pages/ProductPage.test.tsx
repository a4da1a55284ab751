import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { ApiError } from 'shared-contracts/api/api-error';
import { pageErrorStatus } from 'shared-contracts/errors/page';
import { i18n } from 'shared-contracts/platform/i18n';
import { RemoteFragmentProvider, type FragmentSlotProps } from 'shared-contracts/ui/RemoteFragment';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
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

  it('formats the price for the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    renderAt('/fr/shop/blue-pottery-bowl');
    expect(await screen.findByText('Toutes taxes comprises (GST 12 %)')).toBeInTheDocument();
    expect(screen.getByTestId('price').textContent).toMatch(/1\s299,00\s₹/);
  });

  it('an unknown product is the 404 page', async () => {
    call.mockRejectedValue(new ApiError(404, 'not_found', 'Not found'));
    renderAt('/shop/no-such-thing');
    expect(await screen.findByText('error 404')).toBeInTheDocument();
  });
});
