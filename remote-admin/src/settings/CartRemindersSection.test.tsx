import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cartReminderRoutes } from 'shared-contracts/api/cart-reminders';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import './SettingsPage.messages';
import CartRemindersSection from './CartRemindersSection';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('Settings › Cart reminders', () => {
  it('turns reminders on with a first delay and a second reminder, and saves them as the API takes them', async () => {
    const saved: unknown[] = [];
    call.mockImplementation(async (route: unknown, input: { body?: unknown }) => {
      if (route === cartReminderRoutes.adminGetCartReminderSettings) return { enabled: false, firstDelayMinutes: 240, secondEnabled: false, secondDelayMinutes: 1440 };
      if (route === cartReminderRoutes.adminSaveCartReminderSettings) {
        saved.push(input.body);
        return input.body;
      }
      throw new Error('unexpected route');
    });
    render(
      <ShopProviders>
        <CartRemindersSection />
      </ShopProviders>,
    );
    fireEvent.click(await screen.findByLabelText('Send cart reminders'));
    fireEvent.change(screen.getByLabelText('First reminder after (minutes without a change to the cart)'), { target: { value: '90' } });
    const second = screen.getByLabelText('Second reminder after (minutes after the first)');
    expect(second).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Send a second reminder when the first brought nothing'));
    await waitFor(() => expect(second).toBeEnabled());
    fireEvent.change(second, { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ enabled: true, firstDelayMinutes: 90, secondEnabled: true, secondDelayMinutes: 600 });
  });

});
