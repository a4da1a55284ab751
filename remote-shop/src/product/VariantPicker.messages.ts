/** The product page's variant picker, in the shop remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'variant.unavailable': 'This combination is not available. Please choose another.',
    'variant.choose': 'Choose {{options}} to add it to your cart.',
    'variant.soldOut': '{{value}} (sold out)',
    'variant.notSold': '{{value}} (not available)',
  },
  es: {
    'variant.unavailable': 'Esta combinación no está disponible. Elige otra.',
    'variant.choose': 'Elige {{options}} para añadirlo a tu carrito.',
    'variant.soldOut': '{{value}} (agotado)',
    'variant.notSold': '{{value}} (no disponible)',
  },
  fr: {
    'variant.unavailable': 'Cette combinaison n’est pas disponible. Choisissez-en une autre.',
    'variant.choose': 'Choisissez {{options}} pour l’ajouter à votre panier.',
    'variant.soldOut': '{{value}} (épuisé)',
    'variant.notSold': '{{value}} (indisponible)',
  },
};

addAppMessages('shop', messages);
