import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import { productImagesRoutes } from 'shared-contracts/api/product-images';
import type { Product } from 'shared-contracts/domain/catalogue';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import './ListingPage.messages';
import ProductImages from './ProductImages';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));

const product = {
  id: 'p1',
  slug: 'silk-stole',
  title: 'Silk stole',
  images: [
    { url: '/media/a.webp', alt: 'The stole folded' },
    { url: '/media/b.webp', alt: 'Its border' },
  ],
  version: 4,
} as Product;

const renderImages = (onChanged = jest.fn(), onStale = jest.fn()) =>
  render(
    <ShopProviders>
      <ProductImages product={product} onChanged={onChanged} onStale={onStale} />
    </ShopProviders>,
  );

describe('the product form’s images', () => {
  afterEach(async () => {
    cleanup();
    call.mockReset();
    await i18n.changeLanguage('en');
  });

  it('writes an edited alt text when the field is left, with the version the form holds; the image shows it', async () => {
    const onChanged = jest.fn();
    call.mockImplementation(async (_route, input: { body: { images: Product['images'] } }) => ({ ...product, images: input.body.images, version: 5 }));
    renderImages(onChanged);
    expect(screen.getByRole('img', { name: 'Its border' })).toBeInTheDocument();
    const field = screen.getByLabelText('Alt text of image 2');
    expect(field).toHaveValue('Its border');
    fireEvent.change(field, { target: { value: '  Its zari border, close up ' } });
    fireEvent.blur(field);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(productImagesRoutes.adminSetProductImages, {
      params: { id: 'p1' },
      body: { version: 4, images: [product.images[0], { url: '/media/b.webp', alt: 'Its zari border, close up' }] },
    }, { signal: expect.any(AbortSignal) });
    // leaving it again unchanged writes nothing
    fireEvent.blur(field);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('refuses a blank or too long alt text with the shared message, sending nothing', async () => {
    renderImages();
    const field = screen.getByLabelText('Alt text of image 1');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.blur(field);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: 'x'.repeat(201) } });
    expect(screen.queryByText('This field is required.')).toBeNull();
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Max 200 characters required.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the API’s message under the image it names, in the admin’s language', async () => {
    await i18n.changeLanguage('es');
    call.mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'invalid', { 'images.1.alt': ['Este campo es obligatorio.'] }));
    renderImages();
    const field = screen.getByLabelText('Texto alternativo de la imagen 2');
    fireEvent.change(field, { target: { value: '<i></i>' } });
    fireEvent.blur(field);
    expect(await screen.findByRole('alert')).toHaveTextContent('Este campo es obligatorio.');
    expect(field).toHaveAccessibleDescription('Este campo es obligatorio.');
  });

  it('moves and removes images through the same route; a stale version goes to the form', async () => {
    const onStale = jest.fn();
    const stale = new ApiError(409, 'datastale', 'changed');
    call.mockResolvedValueOnce({ ...product, images: [product.images[1], product.images[0]], version: 5 }).mockRejectedValueOnce(stale);
    renderImages(jest.fn(), onStale);
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]![1].body.images).toEqual([product.images[1], product.images[0]]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove image 1' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(onStale).toHaveBeenCalledWith(stale));
    expect(call.mock.calls[1]![1].body.images).toEqual([product.images[1]]);
  });
});
