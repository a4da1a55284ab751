import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Product } from 'shared-contracts/domain/catalogue';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import VariantGrid from './VariantGrid';
import { stockNotice, withProductStock } from './variantStock';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));

/** A product just created with 12 in stock and no variants yet. */
const created = {
  id: 'p1',
  slug: 'kurta',
  title: 'Cotton kurta',
  weightGrams: 0,
  description: '',
  categoryId: 'cat-text',
  price: 99_900,
  mrp: null,
  gstRate: 5,
  hsn: null,
  stock: 12,
  images: [],
  published: false,
  version: 1,
} as unknown as Product;

const stockInputs = () => screen.getAllByRole('spinbutton', { name: /^Stock / }) as HTMLInputElement[];

function makeGrid(values = 'S, M, L') {
  render(
    <ShopProviders>
      <VariantGrid product={created} onSaved={jest.fn()} onChanged={jest.fn()} />
    </ShopProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
  fireEvent.change(screen.getByLabelText('Option 1'), { target: { value: 'Size' } });
  fireEvent.change(screen.getByLabelText('Values of option 1'), { target: { value: values } });
  fireEvent.click(screen.getByRole('button', { name: 'Make the grid from the options' }));
}

afterEach(() => {
  cleanup();
  call.mockReset();
});

it('starts a product’s first grid with the stock it was created with, on the first variant, and says so', () => {
  makeGrid();
  expect(stockInputs().map((input) => input.value)).toEqual(['12', '0', '0']);
  expect(screen.getByTestId('variant-stock-notice')).toHaveTextContent('The product’s stock, 12, is on the first variant (Size: S): share it among the variants before saving.');
  // on a narrow screen the grid scrolls sideways in a region a keyboard can reach
  expect(screen.getByRole('region', { name: 'Variant grid' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('region', { name: 'Variant grid' })).toContainElement(stockInputs()[0]!);
  console.log(`first grid of a product with 12 in stock: variants ${stockInputs().map((input) => input.value).join(' / ')}`);
});

it('says what saving does when the grid holds another stock than the product, and sends what it shows', async () => {
  makeGrid();
  fireEvent.change(stockInputs()[0]!, { target: { value: '4' } });
  fireEvent.change(stockInputs()[1]!, { target: { value: '3' } });
  expect(screen.getByTestId('variant-stock-notice')).toHaveTextContent('The variants hold 7 in stock and the product has 12 now: saving makes its stock 7.');
  call.mockResolvedValueOnce({ ...created, version: 2, stock: 7, variants: [] });
  fireEvent.click(screen.getByRole('button', { name: 'Save options and variants' }));
  await waitFor(() => expect(call).toHaveBeenCalled());
  const [, request] = call.mock.calls[0]! as [unknown, { body: { variants: { stock?: number }[] } }];
  expect(request.body.variants.map((variant) => variant.stock)).toEqual([4, 3, 0]);
});

it('keeps rows already given stock when the grid is made again, and never moves stock once the product has variants', () => {
  const rows = [
    { stock: 0, sku: 'a' },
    { stock: 0, sku: 'b' },
  ];
  expect(withProductStock(rows, 12, false).map((row) => row.stock)).toEqual([12, 0]);
  expect(withProductStock([{ stock: 2 }, { stock: 0 }], 12, false).map((row) => row.stock)).toEqual([2, 0]);
  expect(withProductStock(rows, 12, true).map((row) => row.stock)).toEqual([0, 0]);
  expect(stockNotice([{ id: 'v1', stock: 3 }], 3, true)).toBeNull();
  expect(stockNotice([{ stock: 12 }], 12, false)).toBeNull(); // one variant: it simply holds the stock
  expect(stockNotice([{ stock: 0 }, { stock: 0 }], 0, false)).toBeNull();
});
