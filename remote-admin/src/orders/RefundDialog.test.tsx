import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from 'shared-contracts/domain/money';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { sampleOrder } from 'shared-contracts/testing/orders';
import { RefundDialog } from './RefundDialog';

// Brass diya, 2 × ₹590 at 18%, shipping ₹50: ₹1,230 paid
const order = sampleOrder({ supply: 'inter_state', shipping: 5000, states: { status: 'completed', paymentStatus: 'paid', fulfilmentStatus: 'delivered' } });

function renderDialog() {
  const onRefund = jest.fn(async () => undefined);
  render(
    <ShopProviders>
      <RefundDialog order={order} left={order.totals.inclusive} open onRefund={onRefund} onClose={() => undefined} />
    </ShopProviders>,
  );
  return onRefund;
}

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the refund dialog', () => {
  it('refunds one unit of a line: the amount is that unit’s value, and the request names the line', async () => {
    const onRefund = renderDialog();
    const units = await screen.findByLabelText('Units of Brass diya to refund (up to 2)');
    await userEvent.type(units, '{backspace}1');
    expect(screen.getByTestId('refund-value').textContent).toBe(`Value of what is chosen: ${formatMoney(59_000, 'en')}. A lower amount keeps the rest.`);
    await waitFor(() => expect(screen.getByLabelText('Amount in rupees')).toHaveValue('590.00'));
    await userEvent.type(screen.getByLabelText('Reason'), 'Dented');
    await userEvent.click(screen.getByRole('button', { name: 'Refund now' }));
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith({ lines: [{ lineIndex: 0, quantity: 1 }], reason: 'Dented' }));
  });

  it('sends a lower amount than the shipping’s value when the admin types one', async () => {
    const onRefund = renderDialog();
    const box = await screen.findByLabelText(`The shipping (${formatMoney(5_000, 'en')} left)`);
    await userEvent.click(box);
    const amount = screen.getByLabelText('Amount in rupees');
    await waitFor(() => expect(amount).toHaveValue('50.00'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.type(screen.getByLabelText('Reason'), 'Late');
    await userEvent.click(screen.getByRole('button', { name: 'Refund now' }));
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith({ shipping: true, amount: 2_000, reason: 'Late' }));
  });
});
