/** The texts of a cart reminder's links on the cart page (ReminderLink), in the checkout remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'reminder.restoring': 'Bringing back your cart…',
    'reminder.restored_one': 'Your cart is back: {{count}} item from your reminder is in it.',
    'reminder.restored_other': 'Your cart is back: {{count}} items from your reminder are in it.',
    'reminder.nothing': 'Nothing from your reminder can be bought any more.',
    'reminder.repriced': 'The price of “{{title}}” has changed since our e-mail: now {{now}} (was {{was}}).',
    'reminder.unsubscribing': 'Unsubscribing…',
    'reminder.unsubscribed': 'You are unsubscribed: we will send you no more cart reminders.',
  },
  es: {
    'reminder.restoring': 'Recuperando tu carrito…',
    'reminder.restored_one': 'Tu carrito ha vuelto: contiene {{count}} artículo de tu recordatorio.',
    'reminder.restored_other': 'Tu carrito ha vuelto: contiene {{count}} artículos de tu recordatorio.',
    'reminder.nothing': 'Ya no se puede comprar nada de tu recordatorio.',
    'reminder.repriced': 'El precio de «{{title}}» ha cambiado desde nuestro correo: ahora {{now}} (antes {{was}}).',
    'reminder.unsubscribing': 'Dándote de baja…',
    'reminder.unsubscribed': 'Te has dado de baja: no te enviaremos más recordatorios del carrito.',
  },
  fr: {
    'reminder.restoring': 'Nous retrouvons votre panier…',
    'reminder.restored_one': 'Votre panier est de retour : il contient {{count}} article de votre rappel.',
    'reminder.restored_other': 'Votre panier est de retour : il contient {{count}} articles de votre rappel.',
    'reminder.nothing': 'Plus rien de votre rappel ne peut être acheté.',
    'reminder.repriced': 'Le prix de « {{title}} » a changé depuis notre e-mail : {{now}} désormais (au lieu de {{was}}).',
    'reminder.unsubscribing': 'Désabonnement en cours…',
    'reminder.unsubscribed': 'Vous êtes désabonné : nous ne vous enverrons plus de rappels de panier.',
  },
};

addAppMessages('checkout', messages);
