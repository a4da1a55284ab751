/** The cart page's texts (/cart), in the checkout remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'cart.title': 'Your cart',
    'cart.retry': 'Try again',
    'cart.empty': 'Your cart is empty.',
    'cart.toShop': 'Go to the shop',
    'cart.linesLabel': 'Items in your cart',
    'cart.unitPrice': '{{price}} each, GST included',
    'cart.quantityFor': 'Quantity of {{title}}',
    'cart.removeLabel': 'Remove {{title}} from the cart',
    'cart.remove': 'Remove',
    'cart.aProduct': 'A product',
    'cart.summary': 'Order summary',
    'cart.taxNote':
      'Prices include GST. Shipping is free on orders of {{threshold}} or more; the tax split (CGST and SGST, or IGST) follows your delivery address.',
    'cart.blocked': 'Remove the items that can no longer be bought to continue.',
    'cart.checkout': 'Proceed to payment',
    'cart.continue': 'Continue shopping',
    'cart.unavailable': 'This product is no longer sold.',
    'cart.soldOut': 'Sold out: remove it to continue.',
    'cart.fewLeft': 'Only a few left.',
  },
  es: {
    'cart.title': 'Tu carrito',
    'cart.retry': 'Reintentar',
    'cart.empty': 'Tu carrito está vacío.',
    'cart.toShop': 'Ir a la tienda',
    'cart.linesLabel': 'Artículos de tu carrito',
    'cart.unitPrice': '{{price}} cada uno, GST incluido',
    'cart.quantityFor': 'Cantidad de {{title}}',
    'cart.removeLabel': 'Quitar {{title}} del carrito',
    'cart.remove': 'Quitar',
    'cart.aProduct': 'Un producto',
    'cart.summary': 'Resumen del pedido',
    'cart.taxNote':
      'Los precios incluyen el GST. El envío es gratis en pedidos desde {{threshold}}; el desglose del impuesto (CGST y SGST, o IGST) depende de tu dirección de entrega.',
    'cart.blocked': 'Quita los artículos que ya no se pueden comprar para continuar.',
    'cart.checkout': 'Ir al pago',
    'cart.continue': 'Seguir comprando',
    'cart.unavailable': 'Este producto ya no se vende.',
    'cart.soldOut': 'Agotado: quítalo para continuar.',
    'cart.fewLeft': 'Quedan pocas unidades.',
  },
  fr: {
    'cart.title': 'Votre panier',
    'cart.retry': 'Réessayer',
    'cart.empty': 'Votre panier est vide.',
    'cart.toShop': 'Aller à la boutique',
    'cart.linesLabel': 'Articles de votre panier',
    'cart.unitPrice': '{{price}} l’unité, GST incluse',
    'cart.quantityFor': 'Quantité de {{title}}',
    'cart.removeLabel': 'Retirer {{title}} du panier',
    'cart.remove': 'Retirer',
    'cart.aProduct': 'Un produit',
    'cart.summary': 'Récapitulatif',
    'cart.taxNote':
      'Les prix incluent la GST. La livraison est offerte dès {{threshold}} ; la répartition de la taxe (CGST et SGST, ou IGST) dépend de votre adresse de livraison.',
    'cart.blocked': 'Retirez les articles qui ne peuvent plus être achetés pour continuer.',
    'cart.checkout': 'Passer au paiement',
    'cart.continue': 'Continuer mes achats',
    'cart.unavailable': 'Ce produit n’est plus vendu.',
    'cart.soldOut': 'Épuisé : retirez-le pour continuer.',
    'cart.fewLeft': 'Plus que quelques exemplaires.',
  },
};

addAppMessages('checkout', messages);
