import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Product } from 'shared-contracts/domain/catalogue';
import { routes } from 'shared-contracts/api/routes';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import ListingPage from './ListingPage';
// antd tables render slowly on a loaded machine.

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
const notify = jest.fn();
jest.mock('shared-contracts/platform/toast', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const product = (id: string, title: string): Product =>
  ({ id, slug: id, title, description: '', categoryId: 'cat-text', price: 129_950, mrp: null, gstRate: 5, hsn: null, stock: 4, images: [], published: false, version: 1 }) as unknown as Product;
const categories = { items: [{ id: 'cat-text', slug: 'textiles', name: 'Textiles', description: '', parentId: null, position: 1 }] };
const listCalls = () => call.mock.calls.filter(([route]) => route === routes.adminListProducts);

describe('the product listing', () => {
  beforeEach(() => {
    call.mockReset();
    notify.mockReset();
    call.mockImplementation(async (route) => {
      if (route === routes.listCategories) return categories;
      if (route === routes.adminListProducts) return { items: [product('p1', 'Silk stole'), product('p2', 'Cotton quilt')], total: 2, page: 1, pageSize: 20 };
      return {};
    });
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the products with their category, newest changes first, and titles the page in its language', async () => {
    await i18n.changeLanguage('es');
    render(<ShopProviders><ListingPage /></ShopProviders>);
    const row = (await screen.findByText('Silk stole')).closest('tr') as HTMLElement;
    await within(row).findByText('Textiles');
    expect(listCalls()[0]![1]).toEqual({ query: { sort: 'updated', page: 1, pageSize: 20 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Catálogo de productos' })).toBeInTheDocument();
    expect(document.title).toBe('Catálogo de productos · Haat');
  });

  it('publishes the selected products one by one, says so, and reads the table again', async () => {
    render(<ShopProviders><ListingPage /></ShopProviders>);
    await screen.findByText('Cotton quilt');
    for (const box of screen.getAllByRole('checkbox').slice(1)) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Publish selected (2)' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Published: 2.', 'success'));
    const published = call.mock.calls.filter(([route]) => route === routes.adminPublishProduct).map(([, input]) => input.params.id);
    expect(published).toEqual(['p1', 'p2']);
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Publish selected (0)' })).toBeDisabled();
  });
});
