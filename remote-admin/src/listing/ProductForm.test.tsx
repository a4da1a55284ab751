import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import type { Category, Product } from 'shared-contracts/domain/catalogue';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import './ListingPage.messages';
import ProductForm from './ProductForm';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));

const categories: Category[] = [{ id: 'cat-text', slug: 'textiles', name: 'Textiles', description: '', parentId: null, position: 1 }];
const saved: Product = {
  id: 'p1',
  slug: 'silk-stole',
  title: 'Silk stole',
  // as the API answers it (productSchema: 0 when not given)
  weightGrams: 0,
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
  version: 1,
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

  it('judges SKU and specifications by the shared rules; a SKU the API says is taken is refused again without asking', async () => {
    call.mockRejectedValueOnce(new ApiError(409, 'conflict', 'taken', { sku: ['Already exists.'] }));
    renderForm(saved);
    fireEvent.change(screen.getByLabelText('SKU'), { target: { value: 'STOLE 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a specification' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a specification' }));
    fireEvent.change(await screen.findByLabelText('Specification 1: name (e.g. material)'), { target: { value: 'material' } });
    fireEvent.change(screen.getByLabelText('Specification 1: value'), { target: { value: 'Silk' } });
    fireEvent.change(screen.getByLabelText('Specification 2: name (e.g. material)'), { target: { value: 'Material' } });
    fireEvent.change(screen.getByLabelText('Specification 2: value'), { target: { value: 'Mulberry silk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Space not allowed.')).toBeInTheDocument();
    expect(await screen.findByText('Already exists.')).toBeInTheDocument(); // two keys 'material'
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('SKU'), { target: { value: 'STOLE1' } });
    fireEvent.change(screen.getByLabelText('Specification 2: name (e.g. material)'), { target: { value: 'weave' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]![1].body).toEqual(
      expect.objectContaining({ sku: 'STOLE1', attributes: [{ key: 'material', value: 'Silk' }, { key: 'weave', value: 'Mulberry silk' }] }),
    );
    expect(await screen.findByText('Already exists.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getAllByText('Already exists.')).toHaveLength(1));
    expect(call).toHaveBeenCalledTimes(1);
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
      body: expect.objectContaining({ slug: 'brass-diya-lamp', price: 149950, categoryId: 'cat-text', gstRate: 5, version: 1, images: saved.images }),
    });
    expect(input.body).not.toHaveProperty('stock');
  });

  it('sends the packed weight in grams, and refuses a weight below 0 with the shared message', async () => {
    renderForm(saved);
    const weight = screen.getByLabelText('Packed weight (grams)');
    fireEvent.change(weight, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Value must be greater than or equal to 0.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    call.mockResolvedValueOnce({ ...saved, weightGrams: 3800, version: 2 });
    fireEvent.change(weight, { target: { value: '3800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]![1].body).toEqual(expect.objectContaining({ weightGrams: 3800 }));
  });

  it('refuses a negative stock on create with the shared message, sending nothing', async () => {
    renderForm(null);
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Value must be greater than or equal to 0.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('does not edit the stock of a saved product: it adds or takes with a reason, checked against the stock there is', async () => {
    const onSaved = jest.fn();
    renderForm(saved, onSaved);
    expect(screen.queryByRole('spinbutton', { name: 'Stock' })).toBeNull();
    expect(screen.getByTestId('product-stock')).toHaveTextContent('In stock now: 4 (what buyers have reserved is already taken off).');
    fireEvent.change(screen.getByLabelText('Add (+) or take (−) items'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to stock' }));
    expect(await screen.findByText('Value must be greater than or equal to -4.')).toBeInTheDocument();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument(); // the reason
    expect(call).not.toHaveBeenCalled();

    call.mockResolvedValueOnce({ ...saved, stock: 2 }); // buyers reserved 5 meanwhile: the server's count (4 - 5 + 3) is shown
    fireEvent.change(screen.getByLabelText('Add (+) or take (−) items'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Delivery from the workshop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to stock' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [route, input] = call.mock.calls[0]!;
    expect(route.path).toBe('/admin/products/:id/stock');
    expect(input).toEqual({ params: { id: 'p1' }, body: { delta: 3, reason: 'Delivery from the workshop' } });
    expect(screen.getByTestId('product-stock')).toHaveTextContent('In stock now: 2 (');
  });

  it('has no stock form of its own for a product sold by variant: its stock is the variants’ sum, changed in the grid', async () => {
    renderForm({
      ...saved,
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { id: 'v1', sku: null, options: [{ name: 'Size', value: 'S' }], price: 129950, mrp: null, stock: 1, images: [], position: 0 },
        { id: 'v2', sku: null, options: [{ name: 'Size', value: 'M' }], price: 129950, mrp: null, stock: 3, images: [], position: 1 },
      ],
    } as Product);
    expect(screen.getByTestId('product-stock')).toHaveTextContent('In stock now: 4 (');
    expect(screen.getByText(/This product is sold by variant: its stock is the sum of its variants’ stock/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply to stock' })).toBeNull();
  });

  it('on a stale save shows what changed since it was opened, and loads the current version to re-apply', async () => {
    const current: Product = { ...saved, description: 'Pure mulberry silk.', published: true, version: 3 };
    call.mockRejectedValueOnce(new ApiError(409, 'datastale', 'changed')).mockResolvedValueOnce(current);
    renderForm(saved);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Silk stole, red' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This product was changed since you opened it.')).toBeInTheDocument();
    expect(call.mock.calls[1]![0].path).toBe('/admin/products/:id');
    expect(call.mock.calls[1]![0].method).toBe('GET');
    const conflict = screen.getByTestId('product-conflict');
    expect([...conflict.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Title: yours “Silk stole, red”, now “Silk stole”',
      'Description: yours “—”, now “Pure mulberry silk.”',
      'Published: yours “Hidden”, now “Published”',
    ]);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Load the current version' }));
    expect(screen.queryByTestId('product-conflict')).toBeNull();
    expect(screen.getByLabelText('Description')).toHaveValue('Pure mulberry silk.');
    expect(screen.getByLabelText('Title')).toHaveValue('Silk stole');
    call.mockResolvedValueOnce({ ...current, title: 'Silk stole, red', version: 4 });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Silk stole, red' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(3));
    expect(call.mock.calls[2]![1].body).toEqual(expect.objectContaining({ title: 'Silk stole, red', description: 'Pure mulberry silk.', published: true, version: 3 }));
  });

  it('can keep its own values after a conflict (the current product sent with the 409): the next save is based on the current version', async () => {
    const current: Product = { ...saved, description: 'Pure mulberry silk.', version: 2, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-02T00:00:00.000Z' };
    call.mockRejectedValueOnce(new ApiError(409, 'datastale', 'changed', {}, { details: { current } }));
    renderForm(saved);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my values' }));
    call.mockResolvedValueOnce({ ...saved, version: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2)); // no GET: the refusal carried the current product
    expect(call.mock.calls[1]![1].body).toEqual(expect.objectContaining({ description: '', version: 2 }));
  });

  it('shows the conflict in Spanish', async () => {
    await i18n.changeLanguage('es');
    call.mockRejectedValueOnce(new ApiError(409, 'datastale', 'changed')).mockResolvedValueOnce({ ...saved, title: 'Estola', version: 2 });
    renderForm(saved);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Este producto ha cambiado desde que lo abriste.')).toBeInTheDocument();
    expect(screen.getByTestId('product-conflict').querySelector('li')).toHaveTextContent('Título: el tuyo «Silk stole», ahora «Estola»');
  });

  it('reorders and removes images by replacing the product’s image list', async () => {
    const onSaved = jest.fn();
    let version = saved.version;
    call.mockImplementation(async (_route, input: { body: { images: unknown[]; version: number } }) => {
      expect(input.body.version).toBe(version);
      version += 1;
      return { ...saved, images: input.body.images, version };
    });
    renderForm(saved, onSaved);
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]![1].body.images).toEqual([saved.images[1], saved.images[0]]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(call.mock.calls[1]![1].body.images).toEqual([saved.images[0]]);
    expect(screen.queryByTestId('product-conflict')).toBeNull();
  });

  it('shows a change someone else made when an image change answers with it, and refuses to save until the admin chooses', async () => {
    call.mockResolvedValueOnce({ ...saved, images: [saved.images[1]], title: 'Silk stole (sale)', version: 3 });
    renderForm(saved);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(await screen.findByText('This product was changed since you opened it.')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-image')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });
});
