import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-contracts/platform/i18n';
import { GUEST_WISHLIST_KEY } from 'shared-contracts/domain/wishlist';
import { resetWishlistForTests } from 'shared-contracts/wishlist/store';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { WishlistHeart } from './WishlistHeart';

/** A guest: the wishlist lives in the browser, no API call. */
jest.mock('shared-contracts/platform/auth', () => ({
  onUserChanged: (listener: (user: null) => void) => {
    listener(null);
    return () => undefined;
  },
  whenUserKnown: async () => null,
}));
const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const bowl = { id: 'p-bowl', price: 129_900, title: 'Blue pottery bowl' };
const saved = () => JSON.parse(localStorage.getItem(GUEST_WISHLIST_KEY) ?? '[]') as { productId: string; savedPrice: number }[];

beforeEach(() => {
  localStorage.clear();
  resetWishlistForTests();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the wishlist heart', () => {
  it('saves a guest’s product in this browser with its price, shows it pressed on every heart of it, and removes it again', async () => {
    render(
      <ShopProviders>
        <WishlistHeart product={bowl} />
        <WishlistHeart product={bowl} className="heart--inline" />
      </ShopProviders>,
    );
    const [card, page] = screen.getAllByRole('button', { name: 'Save to wishlist: Blue pottery bowl' });
    expect(card).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(card!);
    await screen.findAllByRole('button', { pressed: true });
    expect(page).toHaveAttribute('aria-pressed', 'true');
    expect(saved()).toEqual([expect.objectContaining({ productId: 'p-bowl', savedPrice: 129_900 })]);
    await userEvent.click(page!);
    await act(async () => undefined);
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(saved()).toEqual([]);
    expect(call).not.toHaveBeenCalled();
  });

  it('shows a product saved earlier as pressed, and names it in the page’s language', async () => {
    localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify([{ productId: 'p-bowl', savedPrice: 99_900, savedAt: '2026-11-01T00:00:00.000Z' }]));
    await i18n.changeLanguage('fr');
    render(
      <ShopProviders>
        <WishlistHeart product={bowl} />
      </ShopProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Ajouter à la liste d’envies : Blue pottery bowl', pressed: true })).toBeInTheDocument();
  });
});
