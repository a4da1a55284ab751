import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-contracts/platform/i18n';
import { ApiError } from 'shared-contracts/api/api-error';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import StockAlertForm from './StockAlertForm';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

beforeEach(() => call.mockReset());
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const renderForm = () =>
  render(
    <ShopProviders>
      <StockAlertForm productId="p-kurta" variantId="v-m-indigo" />
    </ShopProviders>,
  );

describe('the back-in-stock form', () => {
  it('judges the address by the shared rules before asking, then asks for the chosen variant and says to confirm by e-mail', async () => {
    call.mockResolvedValue({ requested: true });
    renderForm();
    await userEvent.type(screen.getByLabelText('Your e-mail'), 'asha@example');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail.');
    expect(call).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Your e-mail'));
    await userEvent.type(screen.getByLabelText('Your e-mail'), ' asha@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Almost done: confirm with the link we have just sent to asha@example.com.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/stock-alerts' }), { body: { productId: 'p-kurta', variantId: 'v-m-indigo', email: 'asha@example.com' } }, expect.anything());
  });

  it('shows the API’s refusal on its own line (the item came back meanwhile), in Spanish', async () => {
    await i18n.changeLanguage('es');
    call.mockRejectedValue(new ApiError(409, 'conflict', 'Conflicto.', { variantId: ['Está disponible: ya puedes añadirlo a tu cesta.'] }));
    renderForm();
    await userEvent.type(screen.getByLabelText('Tu correo electrónico'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Avisadme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Está disponible: ya puedes añadirlo a tu cesta.');
  });
});
