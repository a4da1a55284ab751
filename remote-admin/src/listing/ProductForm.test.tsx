import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import type { Category, Product } from 'shared-contracts/domain/catalogue';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import '../i18n/messages';
import ProductForm from './ProductForm';

jest.setTimeout(30_000);

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));

const categories: Category[] = [{ id: 'cat-text', slug: 'textiles', name: 'Textiles', description: '', parentId: null, position: 1 }];
const saved: Product = {
  id: 'p1',
  slug: 'silk-stole',
  title: 'Silk stole',
  description: '',
  categoryId: 'cat-text',
  price: 129950,
  mrp: null,
  gstRate: 5,
  hsn: null,
  stock: 4,
  images: [
    { url: '/media/a.webp', alt: 'a' },
    { url: '/media/b.webp', alt: 'b' },
  ],
  published: false,
} as Product;

const renderForm = (product: Product | null, onSaved = jest.fn()) =>
  render(
    <ShopProviders>
      <ProductForm product={product} categories={categories} onSaved={onSaved} />
    </ShopProviders>,
  );

describe('the product form', () => {
  afterEach(async () => {
    cleanup();
    call.mockReset();
    await i18n.changeLanguage('en');
  });

  it('asks for the required fields with the shared messages, sending nothing', async () => {
    renderForm(null);
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3); // title, category, price
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByText('Create the product first, then upload its images.')).toBeInTheDocument();
  });

  it('sends rupees as paise and shows the API’s slug conflict on the slug field', async () => {
    call.mockRejectedValueOnce(new ApiError(409, 'conflict', 'taken', { slug: ['Already exists.'] }));
    renderForm(saved);
    fireEvent.change(screen.getByLabelText('Price in rupees (incl. GST)'), { target: { value: '1499.5' } });
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'brass-diya-lamp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Already exists.')).toBeInTheDocument();
    const [route, input] = call.mock.calls[0]!;
    expect(route.path).toBe('/admin/products/:id');
    expect(input).toEqual({
      params: { id: 'p1' },
      body: expect.objectContaining({ slug: 'brass-diya-lamp', price: 149950, categoryId: 'cat-text', gstRate: 5, stock: 4, images: saved.images }),
    });
  });

  it('reorders and removes images by replacing the product’s image list', async () => {
    const onSaved = jest.fn();
    call.mockImplementation(async (_route, input: { body: { images: unknown[] } }) => ({ ...saved, images: input.body.images }));
    renderForm(saved, onSaved);
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]![1].body.images).toEqual([saved.images[1], saved.images[0]]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(call.mock.calls[1]![1].body.images).toEqual([saved.images[0]]);
  });
});
