/** A product card's texts (price, stock), shown on every page of the shop remote. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'price.mrp': 'MRP',
    'price.off': '{{percent}}% off',
    'stock.in_stock': 'In stock',
    'stock.few_left': 'Only a few left',
    'stock.sold_out': 'Sold out',
    'wishlist.save': 'Save to wishlist: {{title}}',
  },
  es: {
    'price.mrp': 'PVP',
    'price.off': '{{percent}} % de descuento',
    'stock.in_stock': 'Disponible',
    'stock.few_left': 'Quedan pocas unidades',
    'stock.sold_out': 'Agotado',
    'wishlist.save': 'Guardar en la lista de deseos: {{title}}',
  },
  fr: {
    'price.mrp': 'Prix de vente maximum',
    'price.off': '−{{percent}} %',
    'stock.in_stock': 'En stock',
    'stock.few_left': 'Plus que quelques exemplaires',
    'stock.sold_out': 'Épuisé',
    'wishlist.save': 'Ajouter à la liste d’envies : {{title}}',
  },
};

addAppMessages('shop', messages);
