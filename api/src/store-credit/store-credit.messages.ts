/**
 * The API's words about store credit and exchanges, in the request's (or the order's) language:
 * the store-credit line of the customer's e-mails, and why an exchange's new variant is refused
 * (per field, under the line's variant).
 */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'mail.line': 'Paid with store credit: −{{amount}}',
    'mail.introCovered': 'Thank you for your order. Your store credit covers it all, so there is nothing more to pay, and we are preparing your parcel.',
    'mail.introExchange': 'This is the replacement for your exchange on order {{original}}, sent at no charge. We are preparing your parcel.',
    'exchange.other_product': 'Choose another size or colour of the same product.',
    'exchange.out_of_stock': 'This option is out of stock.',
  },
  es: {
    'mail.line': 'Pagado con saldo de la tienda: −{{amount}}',
    'mail.introCovered': 'Gracias por tu pedido. Tu saldo de la tienda lo cubre todo, así que no queda nada por pagar, y estamos preparando tu paquete.',
    'mail.introExchange': 'Este es el reemplazo de tu cambio del pedido {{original}}, enviado sin coste. Estamos preparando tu paquete.',
    'exchange.other_product': 'Elige otra talla u otro color del mismo producto.',
    'exchange.out_of_stock': 'Esta opción está agotada.',
  },
  fr: {
    'mail.line': 'Payé avec l’avoir de la boutique : −{{amount}}',
    'mail.introCovered': 'Merci pour votre commande. Votre avoir la couvre entièrement : il ne reste rien à payer, et nous préparons votre colis.',
    'mail.introExchange': 'Voici le remplacement de votre échange sur la commande {{original}}, envoyé sans frais. Nous préparons votre colis.',
    'exchange.other_product': 'Choisissez une autre taille ou une autre couleur du même produit.',
    'exchange.out_of_stock': 'Cette option est en rupture de stock.',
  },
};

addAppMessages('storeCredit', messages);
