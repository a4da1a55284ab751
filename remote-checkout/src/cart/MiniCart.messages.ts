/** The mini-cart fragment's texts (in the header of every page). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'miniCart.label_one': 'Cart, {{count}} item',
    'miniCart.label_other': 'Cart, {{count}} items',
  },
  es: {
    'miniCart.label_one': 'Carrito, {{count}} artículo',
    'miniCart.label_other': 'Carrito, {{count}} artículos',
  },
  fr: {
    'miniCart.label_one': 'Panier, {{count}} article',
    'miniCart.label_other': 'Panier, {{count}} articles',
  },
};

addAppMessages('checkout', messages);
