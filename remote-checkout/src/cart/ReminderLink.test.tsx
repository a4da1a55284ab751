/**
 * A cart reminder's link on the cart page (issue 36 item 3): the reminded lines put in this
 * browser's cart in one step, with what changed said (sold out, a new price) in the page's
 * language; the unsubscribe link unsubscribes with one click.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { cartReminderRoutes, type RestoredCart } from 'shared-contracts/api/cart-reminders';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import ReminderLink from './ReminderLink';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
const addProduct = jest.fn();
jest.mock('./store', () => ({ addProduct: (...args: unknown[]) => addProduct(...args) }));

const restored: RestoredCart = {
  lines: [
    {
      productId: 'vase',
      slug: 'blue-pottery-vase',
      title: 'Jarrón de cerámica azul',
      quantity: 2,
      unitPrice: 99_000,
      gstRate: 12,
      image: null,
      stockLevel: 'in_stock',
      maxQuantity: 10,
    },
  ],
  adjustments: [{ productId: 'elephant', requested: 1, kept: 0, reason: 'cart.sold_out', title: 'Elefante de latón dhokra' }],
  repriced: [{ productId: 'vase', title: 'Jarrón de cerámica azul', was: 120_000, now: 99_000 }],
};

afterEach(async () => {
  cleanup();
  call.mockReset();
  addProduct.mockReset();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

it('restores the reminded lines into the cart and says what is back, what changed price and what is sold out', async () => {
  await i18n.changeLanguage('es');
  call.mockResolvedValue(restored);
  addProduct.mockResolvedValue([]);
  render(
    <ShopProviders>
      <ReminderLink id="12" token={'a'.repeat(64)} unsubscribe={false} />
    </ShopProviders>,
  );
  const status = await screen.findByTestId('reminder-restored');
  expect(call).toHaveBeenCalledWith(cartReminderRoutes.restoreRemindedCart, { params: { id: 12 }, query: { token: 'a'.repeat(64) } });
  expect(addProduct).toHaveBeenCalledWith(
    { id: 'vase', slug: 'blue-pottery-vase', title: 'Jarrón de cerámica azul', price: 99_000, gstRate: 12, image: null, stockLevel: 'in_stock', maxQuantity: 10 },
    2,
  );
  expect(status).toHaveTextContent('Tu carrito ha vuelto: contiene 2 artículos de tu recordatorio.');
  expect(status).toHaveTextContent(/El precio de «Jarrón de cerámica azul» ha cambiado desde nuestro correo: ahora 990,00\s₹ \(antes 1200,00\s₹\)\./);
  expect(status).toHaveTextContent('«Elefante de latón dhokra» está agotado y no está en tu carrito.');
});

it('a reload of the same link shows the cart as it is: the lines are not added twice', async () => {
  call.mockResolvedValue(restored);
  addProduct.mockResolvedValue([]);
  sessionStorage.setItem('shop:reminder-restored:13', '1');
  render(
    <ShopProviders>
      <ReminderLink id="13" token={'b'.repeat(64)} unsubscribe={false} />
    </ShopProviders>,
  );
  expect(await screen.findByTestId('reminder-restored')).toHaveTextContent('Your cart is back: 2 items from your reminder are in it.');
  expect(addProduct).not.toHaveBeenCalled();
});

it('the unsubscribe link unsubscribes with one click and says so', async () => {
  call.mockResolvedValue({ unsubscribed: true });
  render(
    <ShopProviders>
      <ReminderLink id="12" token={'c'.repeat(64)} unsubscribe />
    </ShopProviders>,
  );
  expect(await screen.findByTestId('reminder-unsubscribed')).toHaveTextContent('You are unsubscribed: we will send you no more cart reminders.');
  expect(call).toHaveBeenCalledWith(cartReminderRoutes.unsubscribeCartReminders, { params: { id: 12 }, query: { token: 'c'.repeat(64) } });
  expect(addProduct).not.toHaveBeenCalled();
});
