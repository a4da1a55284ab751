/** The add-to-cart fragment's texts (on the product page). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'addToCart.label': 'Add to cart',
    'addToCart.added_one': 'Added {{count}} “{{title}}” to your cart.',
    'addToCart.added_other': 'Added {{count}} “{{title}}” to your cart.',
    'addToCart.viewCart': 'View cart',
  },
  es: {
    'addToCart.label': 'Añadir al carrito',
    'addToCart.added_one': 'Se añadió {{count}} «{{title}}» a tu carrito.',
    'addToCart.added_other': 'Se añadieron {{count}} «{{title}}» a tu carrito.',
    'addToCart.viewCart': 'Ver carrito',
  },
  fr: {
    'addToCart.label': 'Ajouter au panier',
    'addToCart.added_one': '{{count}} « {{title}} » ajouté à votre panier.',
    'addToCart.added_other': '{{count}} « {{title}} » ajoutés à votre panier.',
    'addToCart.viewCart': 'Voir le panier',
  },
};

addAppMessages('checkout', messages);
