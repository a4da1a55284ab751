import { render, screen } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { CardRating } from './CardRating';

describe('a product card’s stars', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the average and the count, read out in full in the page’s language; nothing without reviews', async () => {
    const { container, rerender } = render(
      <ShopProviders>
        <CardRating rating={{ average: 4.5, count: 7 }} />
      </ShopProviders>,
    );
    expect(screen.getByTestId('card-rating').textContent).toBe('Rated 4.5 out of 5 by 7 customers★ 4.5 (7)');
    await i18n.changeLanguage('fr');
    rerender(
      <ShopProviders>
        <CardRating rating={{ average: 4.5, count: 1 }} />
      </ShopProviders>,
    );
    expect(screen.getByText('Noté 4,5 sur 5 par 1 client')).toBeTruthy();
    rerender(
      <ShopProviders>
        <CardRating rating={undefined} />
      </ShopProviders>,
    );
    expect(container.querySelector('[data-testid="card-rating"]')).toBeNull();
  });
});
