import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { categoryRoutes, type AdminCategory } from 'shared-contracts/api/categories';
import type { Category, Product } from 'shared-contracts/domain/catalogue';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import './ListingPage.messages';
import CategoriesEditor from './CategoriesEditor';
import ProductForm from './ProductForm';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));

const categories: Category[] = [{ id: 'cat-home', slug: 'home-decor', name: 'Home & Decor', description: '', parentId: null, position: 1 }];
const product = {
  id: 'p1',
  slug: 'dhokra-brass-elephant',
  title: 'Dhokra brass elephant',
  description: 'Cast by the lost-wax method.',
  categoryId: 'cat-home',
  price: 189900,
  mrp: null,
  gstRate: 12,
  hsn: null,
  stock: 4,
  images: [],
  published: true,
  version: 3,
  sku: null,
  tags: [],
  attributes: [],
  translations: { es: { title: 'Elefante de latón dhokra' } },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
} as Product;

afterEach(async () => {
  cleanup();
  call.mockReset();
  await i18n.changeLanguage('en');
});

describe('translations side by side', () => {
  it('shows the English beside the Spanish and French of a product, and saves what the admin writes', async () => {
    call.mockResolvedValue(product);
    render(
      <ShopProviders>
        <ProductForm product={product} categories={categories} onSaved={jest.fn()} />
      </ShopProviders>,
    );
    const table = screen.getByTestId('translations');
    expect(within(table).getByTestId('translations-en-title')).toHaveTextContent('Dhokra brass elephant');
    expect(within(table).getByTestId('translations-en-title')).toHaveAttribute('lang', 'en');
    expect(within(screen.getByTestId('translations-title')).getByLabelText('Spanish')).toHaveValue('Elefante de latón dhokra');
    expect(within(screen.getByTestId('translations-title')).getByLabelText('French')).toHaveValue('');
    // the English column follows the English field as it is typed
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Dhokra elephant' } });
    expect(await within(table).findByText('Dhokra elephant')).toBeInTheDocument();

    fireEvent.change(within(screen.getByTestId('translations-title')).getByLabelText('French'), { target: { value: 'Éléphant dhokra' } });
    fireEvent.change(within(screen.getByTestId('translations-description')).getByLabelText('French'), { target: { value: 'Coulé à la cire perdue.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]![1].body.translations).toEqual({
      es: { title: 'Elefante de latón dhokra' },
      fr: { title: 'Éléphant dhokra', description: 'Coulé à la cire perdue.' },
    });
  });

  it("edits a category's name in French and saves it; a translation too long is refused before asking", async () => {
    const kitchen: AdminCategory = { id: 'cat-kitchen', slug: 'kitchen', name: 'Kitchen', description: 'Cookware.', parentId: null, position: 2, translations: { fr: { name: 'Cuisine' } } };
    const onSaved = jest.fn();
    call.mockImplementation(async (route: unknown, input?: { body?: AdminCategory }) =>
      route === categoryRoutes.adminListCategories ? { items: [kitchen] } : { ...kitchen, ...input!.body },
    );
    render(
      <ShopProviders>
        <CategoriesEditor onSaved={onSaved} />
      </ShopProviders>,
    );
    const name = await within(await screen.findByTestId('translations-name')).findByLabelText('French');
    await waitFor(() => expect(name).toHaveValue('Cuisine'));
    expect(screen.getByTestId('translations-en-name')).toHaveTextContent('Kitchen');

    fireEvent.change(name, { target: { value: 'x'.repeat(81) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('Max 80 characters required.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);

    fireEvent.change(name, { target: { value: 'Cuisine et table' } });
    fireEvent.change(within(screen.getByTestId('translations-name')).getByLabelText('Spanish'), { target: { value: 'Cocina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(call.mock.calls[1]![0]).toBe(categoryRoutes.adminUpdateCategory);
    expect(call.mock.calls[1]![1]).toEqual({
      params: { id: 'cat-kitchen' },
      body: { name: 'Kitchen', description: 'Cookware.', translations: { es: { name: 'Cocina' }, fr: { name: 'Cuisine et table' } } },
    });
  });
});
