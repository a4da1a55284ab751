/** The standalone dev page's texts (remote-checkout alone) and its fragments page. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'standalone.title': 'remote-checkout (standalone)',
    'standalone.pages': 'Pages',
    'standalone.language': 'Language',
    'standalone.cart': 'Cart',
    'standalone.payment': 'Payment',
    'standalone.orders': 'Orders',
    'standalone.fragments': 'Fragments',
    'standalone.fragmentsTitle': 'Fragments of remote-checkout',
    'standalone.fragmentsIntro': 'The pieces this remote lends to other pages, shown here in each state.',
    'standalone.miniCart': 'Mini-cart (in the header of every shop page)',
    'standalone.inStock': 'Add to cart, product in stock',
    'standalone.soldOut': 'Add to cart, product sold out',
  },
  es: {
    'standalone.title': 'remote-checkout (independiente)',
    'standalone.pages': 'Páginas',
    'standalone.language': 'Idioma',
    'standalone.cart': 'Carrito',
    'standalone.payment': 'Pago',
    'standalone.orders': 'Pedidos',
    'standalone.fragments': 'Fragmentos',
    'standalone.fragmentsTitle': 'Fragmentos de remote-checkout',
    'standalone.fragmentsIntro': 'Las piezas que este remoto presta a otras páginas, mostradas aquí en cada estado.',
    'standalone.miniCart': 'Minicarrito (en la cabecera de cada página de la tienda)',
    'standalone.inStock': 'Añadir al carrito, producto disponible',
    'standalone.soldOut': 'Añadir al carrito, producto agotado',
  },
  fr: {
    'standalone.title': 'remote-checkout (autonome)',
    'standalone.pages': 'Pages',
    'standalone.language': 'Langue',
    'standalone.cart': 'Panier',
    'standalone.payment': 'Paiement',
    'standalone.orders': 'Commandes',
    'standalone.fragments': 'Fragments',
    'standalone.fragmentsTitle': 'Fragments de remote-checkout',
    'standalone.fragmentsIntro': 'Les éléments que ce remote prête à d’autres pages, présentés ici dans chaque état.',
    'standalone.miniCart': 'Mini-panier (dans l’en-tête de chaque page de la boutique)',
    'standalone.inStock': 'Ajouter au panier, produit en stock',
    'standalone.soldOut': 'Ajouter au panier, produit épuisé',
  },
};

addAppMessages('checkout', messages);
