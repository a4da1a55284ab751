import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSuggestions } from 'shared-contracts/api/search';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { MemoryRouter, useLocation } from 'shared-contracts/ui/router';
import { HeaderSearch } from './HeaderSearch';

const answer: SearchSuggestions = {
  products: [
    { slug: 'dhokra-brass-elephant', title: 'Dhokra brass elephant', price: 249900, image: '/media/seed/elephant.svg' },
    { slug: 'dhokra-brass-cuff', title: 'Dhokra brass cuff', price: 125000, image: null },
  ],
  categories: [{ slug: 'home-decor', name: 'Home & Decor' }],
};
const call = jest.fn(async (_route: unknown, _input: { query: { q: string } }) => answer);
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function renderSearch() {
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/about-us']}>
        <HeaderSearch />
        <Location />
      </MemoryRouter>
    </ShopProviders>,
  );
  return screen.getByRole('combobox', { name: 'Search products' });
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => call.mockClear());

describe('the header search (an ARIA combobox)', () => {
  it('asks for suggestions once typing pauses and lists products and categories in a listbox it controls', async () => {
    const user = userEvent.setup();
    const field = renderSearch();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-controls');
    // the suggestions' chunk arrives on the first focus
    await user.click(field);
    await waitFor(() => expect(field).toHaveAttribute('aria-controls'));
    // a word typed faster than the pause: one request, for the whole word
    for (const typed of ['e', 'el', 'ele', 'elep', 'eleph', 'elephn', 'elephnt']) fireEvent.input(field, { target: { value: typed } });
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    expect(field).toHaveAttribute('aria-controls', list.id);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![1]).toEqual({ query: { q: 'elephnt' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Dhokra brass elephant₹2,499.00', 'Dhokra brass cuff₹1,250.00', 'Home & DecorCategory']);
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('moves through the suggestions with the arrows, keeping the focus in the field, and opens the one chosen with Enter', async () => {
    const user = userEvent.setup();
    const field = renderSearch();
    await user.type(field, 'dhokra');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const [first, second, category] = screen.getAllByRole('option');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', category!.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', second!.id);
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/shop/dhokra-brass-cuff');
    expect(field).toHaveValue('');
  });

  it('searches the shop with Enter when no suggestion is chosen, and Escape closes the list', async () => {
    const user = userEvent.setup();
    const field = renderSearch();
    await user.type(field, 'brass');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(field).toHaveValue('brass');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/shop?q=brass');
  });

  it('opens a category suggestion chosen with the pointer as the shop filtered by it', async () => {
    const user = userEvent.setup();
    const field = renderSearch();
    await user.type(field, 'decor');
    await user.click(await screen.findByRole('option', { name: /Home & Decor/ }));
    await waitFor(() => expect(location()).toBe('/shop?category=home-decor'));
  });

  it('suggests nothing for a single letter', async () => {
    const user = userEvent.setup();
    const field = renderSearch();
    await user.type(field, 'b');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(call).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });
});
