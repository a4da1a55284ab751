/** What the shopper is told when the cart could not keep what they asked for (cart page, add-to-cart). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'adjustment.quantity_limit': 'At most {{maxQuantity}} of “{{title}}” per order: your cart holds {{kept}}.',
    'adjustment.stock_limit': 'Only {{kept}} of “{{title}}” in stock: your cart holds {{kept}}.',
    'adjustment.sold_out': '“{{title}}” is sold out and is not in your cart.',
    'adjustment.line_limit': 'Your cart holds at most {{maxLines}} different products: “{{title}}” could not be added.',
  },
  es: {
    'adjustment.quantity_limit': 'Como máximo {{maxQuantity}} de «{{title}}» por pedido: tu carrito tiene {{kept}}.',
    'adjustment.stock_limit': 'Solo hay {{kept}} de «{{title}}» en existencias: tu carrito tiene {{kept}}.',
    'adjustment.sold_out': '«{{title}}» está agotado y no está en tu carrito.',
    'adjustment.line_limit':
      'Tu carrito admite como máximo {{maxLines}} productos distintos: no se pudo añadir «{{title}}».',
  },
  fr: {
    'adjustment.quantity_limit':
      'Au plus {{maxQuantity}} « {{title}} » par commande : votre panier en contient {{kept}}.',
    'adjustment.stock_limit': 'Seulement {{kept}} « {{title}} » en stock : votre panier en contient {{kept}}.',
    'adjustment.sold_out': '« {{title}} » est épuisé et n’est pas dans votre panier.',
    'adjustment.line_limit':
      'Votre panier contient au plus {{maxLines}} produits différents : « {{title}} » n’a pas pu être ajouté.',
  },
};

addAppMessages('checkout', messages);
