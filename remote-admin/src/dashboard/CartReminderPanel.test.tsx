/** The dashboard's cart reminders (issue 36 item 3): sent, restored, orders after one and their value; hidden from a role without reports. */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import { cartReminderRoutes } from 'shared-contracts/api/cart-reminders';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { CartReminderPanel } from './CartReminderPanel';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const renderPanel = () =>
  render(
    <ShopProviders>
      <MemoryRouter>
        <CartReminderPanel />
      </MemoryRouter>
    </ShopProviders>,
  );

afterEach(async () => {
  cleanup();
  call.mockReset();
  await i18n.changeLanguage('en');
});

it('shows the last 30 days: reminders sent (first and second), carts restored, orders after one and their value', async () => {
  await i18n.changeLanguage('fr');
  call.mockResolvedValue({ days: 30, sent: 6, firstSent: 4, secondSent: 2, carts: 4, restored: 1, orders: 1, revenue: 99_000, unsubscribed: 1 });
  renderPanel();
  const figures = await screen.findAllByTestId('cart-reminder-figure');
  expect(call).toHaveBeenCalledWith(cartReminderRoutes.adminCartReminderReport, { query: { days: 30 } }, expect.anything());
  expect(figures.map((figure) => figure.textContent)).toEqual(['6', '1', '1', '990,00\u00a0₹', '1']);
  expect(screen.getByText('Rappels envoyés')).toBeInTheDocument();
  expect(screen.getByText('4 premiers, 2 seconds')).toBeInTheDocument();
  expect(screen.getByText('Commandes après un rappel')).toBeInTheDocument();
});

it('a role without the reports permission sees nothing of it', async () => {
  call.mockRejectedValue(new ApiError(403, 'forbidden', 'Forbidden'));
  const { container } = renderPanel();
  expect(container.querySelector('[data-testid="cart-reminder-report"]')).not.toBeNull();
  await waitFor(() => expect(container.querySelector('[data-testid="cart-reminder-report"]')).toBeNull());
  expect(call).toHaveBeenCalledTimes(1);
});
