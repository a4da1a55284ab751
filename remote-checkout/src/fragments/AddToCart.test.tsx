import { render, screen } from '@testing-library/react';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import AddToCart from './AddToCart';

const renderButton = (stock?: number) =>
  render(
    <ShopProviders>
      <AddToCart productId="p1" stock={stock} />
    </ShopProviders>,
  );

describe('add to cart', () => {
  it('is disabled until the cart exists, and says why', () => {
    renderButton(12);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The cart opens when the shop API is connected.');
  });

  it('says the product is sold out when there is no stock', () => {
    renderButton(0);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Sold out');
  });
});
