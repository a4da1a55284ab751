import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import PaymentPage from './PaymentPage';

// The payment page starts the identity service; here it never answers (the SDK stays out).
jest.mock('shared-contracts/platform/firebase', () => ({ firebaseAuth: () => new Promise(() => {}) }));

describe('the payment page', () => {
  it('explains the four steps in the shop theme, without a form that does nothing', () => {
    render(
      <ShopProviders>
        <MemoryRouter>
          <PaymentPage />
        </MemoryRouter>
      </ShopProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment');
    for (const step of ['Delivery address', 'GSTIN (optional)', 'Review', 'Pay']) {
      expect(screen.getByText(step)).toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
  });
});
