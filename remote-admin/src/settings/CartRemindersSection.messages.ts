/** Settings › Cart reminders (CartRemindersSection) and its tab label, registered by the Settings page. */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'settings.tab.cartReminders': 'Cart reminders',
    'settings.cartReminders.intro':
      'A shopper who left a cart or an unpaid order, and agreed to hear from the shop, gets a reminder by e-mail in their language, with a link that brings the cart back on any device and a one-click unsubscribe.',
    'settings.cartReminders.enabled': 'Send cart reminders',
    'settings.cartReminders.firstDelay': 'First reminder after (minutes without a change to the cart)',
    'settings.cartReminders.secondEnabled': 'Send a second reminder when the first brought nothing',
    'settings.cartReminders.secondDelay': 'Second reminder after (minutes after the first)',
  },
  es: {
    'settings.tab.cartReminders': 'Recordatorios de carrito',
    'settings.cartReminders.intro':
      'Quien dejó un carrito o un pedido sin pagar, y aceptó recibir noticias de la tienda, recibe un recordatorio por correo en su idioma, con un enlace que recupera el carrito en cualquier dispositivo y una baja con un clic.',
    'settings.cartReminders.enabled': 'Enviar recordatorios de carrito',
    'settings.cartReminders.firstDelay': 'Primer recordatorio tras (minutos sin cambios en el carrito)',
    'settings.cartReminders.secondEnabled': 'Enviar un segundo recordatorio si el primero no dio resultado',
    'settings.cartReminders.secondDelay': 'Segundo recordatorio tras (minutos después del primero)',
  },
  fr: {
    'settings.tab.cartReminders': 'Rappels de panier',
    'settings.cartReminders.intro':
      'Un client qui a laissé un panier ou une commande non payée, et qui a accepté d’avoir des nouvelles de la boutique, reçoit un rappel par e-mail dans sa langue, avec un lien qui retrouve le panier sur n’importe quel appareil et un désabonnement en un clic.',
    'settings.cartReminders.enabled': 'Envoyer des rappels de panier',
    'settings.cartReminders.firstDelay': 'Premier rappel après (minutes sans changement du panier)',
    'settings.cartReminders.secondEnabled': 'Envoyer un second rappel si le premier n’a rien donné',
    'settings.cartReminders.secondDelay': 'Second rappel après (minutes après le premier)',
  },
};

addAppMessages('admin', messages);
