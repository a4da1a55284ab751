import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/ui/router';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { i18n } from 'shared-contracts/platform/i18n';
import { RemoteFragmentProvider, type FragmentSlotProps } from 'shared-contracts/ui/RemoteFragment';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import ProductPage from './ProductPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const variant = (id: string, size: string, colour: string, price: number, stockLevel: string, maxQuantity: number, images: string[] = []) => ({
  id,
  sku: id.toUpperCase(),
  options: [
    { name: 'Size', value: size },
    { name: 'Colour', value: colour },
  ],
  price,
  mrp: null,
  images,
  position: 0,
  stockLevel,
  maxQuantity,
});

const product = {
  id: 'p1',
  slug: 'lac-bangles',
  title: 'Lac bangles',
  description: 'Rolled by hand.',
  categoryId: 'c1',
  price: 59_900,
  mrp: null,
  gstRate: 3,
  hsn: '7117',
  images: [
    { url: '/media/red.svg', alt: 'Red bangles' },
    { url: '/media/green.svg', alt: 'Green bangles' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  stockLevel: 'in_stock',
  options: [
    { name: 'Size', values: ['2.4', '2.6', '2.8'] },
    { name: 'Colour', values: ['Red', 'Green'] },
  ],
  variants: [
    variant('v24r', '2.4', 'Red', 59_900, 'in_stock', 8, ['/media/red.svg']),
    variant('v24g', '2.4', 'Green', 59_900, 'sold_out', 0, ['/media/green.svg']),
    variant('v26g', '2.6', 'Green', 62_900, 'few_left', 3, ['/media/green.svg']),
    variant('v28r', '2.8', 'Red', 64_900, 'in_stock', 7),
  ],
};
const category = { id: 'c1', slug: 'jewellery', name: 'Jewellery', description: '', parentId: null, position: 1 };

const fragments: FragmentSlotProps[] = [];
function Slot(props: FragmentSlotProps) {
  fragments.push(props);
  return <button type="button">add</button>;
}
let search = '';
function Where() {
  search = useLocation().search;
  return null;
}

const renderAt = (path: string) =>
  render(
    <ShopProviders>
      <RemoteFragmentProvider value={Slot}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/shop/:slug" element={<ProductPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </RemoteFragmentProvider>
    </ShopProviders>,
  );

const lastAdd = () => fragments.at(-1)!.props as { product: { price: number; stockLevel: string; variantId?: string; variant?: string; image: { url: string } | null } };

describe('the product page of a product sold by variant', () => {
  beforeEach(() => {
    call.mockReset();
    fragments.length = 0;
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the variant the URL names, and the price, stock, images and add-to-cart follow the shopper’s choice', async () => {
    renderAt('/shop/lac-bangles?variant=V26G');
    await screen.findByRole('heading', { level: 1, name: 'Lac bangles' });
    expect(screen.getByTestId('price')).toHaveTextContent('₹629.00');
    expect(screen.getByTestId('stock')).toHaveTextContent(/few left/i);
    expect(lastAdd().product).toMatchObject({ variantId: 'v26g', variant: 'Size: 2.6, Colour: Green', price: 62_900, image: { url: '/media/green.svg' } });

    await userEvent.click(screen.getByRole('radio', { name: '2.8 (not available)' }));
    expect(screen.getByTestId('variant-unavailable')).toHaveTextContent('This combination is not available. Please choose another.');
    expect(lastAdd().product).toMatchObject({ stockLevel: 'sold_out' });
    expect(lastAdd().product.variantId).toBeUndefined();
    expect(search).toBe('');

    await userEvent.click(screen.getByRole('radio', { name: 'Red' }));
    expect(screen.getByTestId('price')).toHaveTextContent('₹649.00');
    expect(screen.queryByTestId('variant-unavailable')).toBeNull();
    expect(lastAdd().product).toMatchObject({ variantId: 'v28r', variant: 'Size: 2.8, Colour: Red', stockLevel: 'in_stock' });
    expect(search).toBe('?variant=v28r');
  });

  it('starts from the first variant in stock without one in the URL, and says which values are sold out', async () => {
    renderAt('/shop/lac-bangles');
    await screen.findByRole('heading', { level: 1, name: 'Lac bangles' });
    expect(screen.getByRole('radio', { name: '2.4' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Green (sold out)' })).not.toBeChecked();
  });

  it("reads the options in the page's language, as the API answers them: 'Color: Rojo', and the cart is told the Spanish variant", async () => {
    // the API's Spanish answer (api/src/catalogue/localize.ts): option names and values in the options and variants alike
    const spanish = (name: string) => ({ Size: 'Talla', Colour: 'Color', Red: 'Rojo', Green: 'Verde' })[name] ?? name.replace('.', ',');
    const es = {
      ...product,
      options: product.options.map((option) => ({ name: spanish(option.name), values: option.values.map(spanish) })),
      variants: product.variants.map((one) => ({ ...one, options: one.options.map((chosen) => ({ name: spanish(chosen.name), value: spanish(chosen.value) })) })),
    };
    call.mockImplementation(async (route) => (route === lightRoutes.getProduct ? { product: es, category } : { items: [], total: 0, page: 1, pageSize: 5 }));
    await i18n.changeLanguage('es');
    renderAt('/shop/lac-bangles');
    await screen.findByRole('heading', { level: 1, name: 'Lac bangles' });
    const colour = screen.getByRole('group', { name: 'Color: Rojo' });
    expect(colour).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rojo' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Verde (agotado)' })).not.toBeChecked();
    expect(lastAdd().product).toMatchObject({ variantId: 'v24r', variant: 'Talla: 2,4, Color: Rojo' });
    await userEvent.click(screen.getByRole('radio', { name: '2,8' }));
    expect(lastAdd().product).toMatchObject({ variantId: 'v28r', variant: 'Talla: 2,8, Color: Rojo' });
    console.log(`picker in es: ${colour.querySelector('legend')?.textContent}; add-to-cart names ${lastAdd().product.variant}`);
  });
});
