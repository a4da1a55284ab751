/** The standalone dev page's texts (remote-shop alone). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'standalone.title': 'remote-shop (standalone)',
    'standalone.pages': 'Pages',
    'standalone.language': 'Language',
    'standalone.home': 'Home',
    'standalone.shop': 'Shop',
    'standalone.product': 'A product',
  },
  es: {
    'standalone.title': 'remote-shop (independiente)',
    'standalone.pages': 'Páginas',
    'standalone.language': 'Idioma',
    'standalone.home': 'Inicio',
    'standalone.shop': 'Tienda',
    'standalone.product': 'Un producto',
  },
  fr: {
    'standalone.title': 'remote-shop (autonome)',
    'standalone.pages': 'Pages',
    'standalone.language': 'Langue',
    'standalone.home': 'Accueil',
    'standalone.shop': 'Boutique',
    'standalone.product': 'Un produit',
  },
};

addAppMessages('shop', messages);
