import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { publish } from 'shared-contracts/platform/events';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import MiniCart from './MiniCart';

const renderMiniCart = () =>
  render(
    <ShopProviders>
      <MemoryRouter>
        <MiniCart />
      </MemoryRouter>
    </ShopProviders>,
  );

describe('the mini-cart', () => {
  afterEach(async () => {
    cleanup();
    act(() => publish('checkout:cart-changed', { itemCount: 0 }));
    await i18n.changeLanguage('en');
  });

  it('links to the cart and says how many items it holds; no count shown for an empty cart', () => {
    renderMiniCart();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('mini-cart-count')).toBeNull();
  });

  it('starts from the last count announced before it was loaded', () => {
    publish('checkout:cart-changed', { itemCount: 1 });
    renderMiniCart();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('follows the cart as it changes', () => {
    renderMiniCart();
    act(() => publish('checkout:cart-changed', { itemCount: 3 }));
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('3');
    act(() => publish('checkout:cart-changed', { itemCount: 120 }));
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('99+');
  });

  it('keeps to the box the host reserves for it while it loads, whatever the count', () => {
    renderMiniCart();
    act(() => publish('checkout:cart-changed', { itemCount: 120 }));
    const link = screen.getByRole('link', { name: 'Cart, 120 items' });
    expect([link.style.width, link.style.height]).toEqual(['44px', '44px']);
    // the count overlays the icon instead of widening the link
    expect(screen.getByTestId('mini-cart-count').style.position).toBe('absolute');
  });

  it('links to the cart in the active language', async () => {
    await i18n.changeLanguage('es');
    renderMiniCart();
    expect(screen.getByRole('link', { name: 'Carrito, 0 artículos' })).toHaveAttribute('href', '/es/cart');
  });
});
