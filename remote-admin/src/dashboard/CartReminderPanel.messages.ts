/** The dashboard's cart reminders panel (CartReminderPanel), in the admin namespace. */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'cartReminders.panel.title': 'Cart reminders, last 30 days',
    'cartReminders.panel.intro': 'Reminders to shoppers who left a cart (with their consent), and the orders placed within 7 days of one.',
    'cartReminders.panel.sent': 'Reminders sent',
    'cartReminders.panel.sentDetail': '{{first}} first, {{second}} second',
    'cartReminders.panel.restored': 'Carts opened from a reminder',
    'cartReminders.panel.orders': 'Orders after a reminder',
    'cartReminders.panel.revenue': 'Their value',
    'cartReminders.panel.unsubscribed': 'Unsubscribed',
    'cartReminders.panel.failed': 'The figures could not be read.',
  },
  es: {
    'cartReminders.panel.title': 'Recordatorios de carrito, últimos 30 días',
    'cartReminders.panel.intro': 'Recordatorios a compradores que dejaron un carrito (con su consentimiento) y los pedidos hechos en los 7 días siguientes.',
    'cartReminders.panel.sent': 'Recordatorios enviados',
    'cartReminders.panel.sentDetail': '{{first}} primeros, {{second}} segundos',
    'cartReminders.panel.restored': 'Carritos abiertos desde un recordatorio',
    'cartReminders.panel.orders': 'Pedidos tras un recordatorio',
    'cartReminders.panel.revenue': 'Su importe',
    'cartReminders.panel.unsubscribed': 'Bajas',
    'cartReminders.panel.failed': 'No se pudieron leer las cifras.',
  },
  fr: {
    'cartReminders.panel.title': 'Rappels de panier, 30 derniers jours',
    'cartReminders.panel.intro': 'Les rappels aux clients qui ont laissé un panier (avec leur accord) et les commandes passées dans les 7 jours qui suivent.',
    'cartReminders.panel.sent': 'Rappels envoyés',
    'cartReminders.panel.sentDetail': '{{first}} premiers, {{second}} seconds',
    'cartReminders.panel.restored': 'Paniers ouverts depuis un rappel',
    'cartReminders.panel.orders': 'Commandes après un rappel',
    'cartReminders.panel.revenue': 'Leur montant',
    'cartReminders.panel.unsubscribed': 'Désabonnements',
    'cartReminders.panel.failed': 'Les chiffres n’ont pas pu être lus.',
  },
};

addAppMessages('admin', messages);
