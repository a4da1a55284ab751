/** The totals with their GST (cart, payment and order pages). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'totals.subtotal': 'Items',
    'totals.shipping': 'Shipping',
    'totals.free': 'Free',
    'totals.shippingUnknown': 'With your PIN code',
    'totals.total': 'Total',
    'totals.gstIncluded': 'GST included',
    'totals.igst': 'IGST',
    'totals.cgst': 'CGST',
    'totals.sgst': 'SGST',
  },
  es: {
    'totals.subtotal': 'Artículos',
    'totals.shipping': 'Envío',
    'totals.free': 'Gratis',
    'totals.shippingUnknown': 'Según tu código PIN',
    'totals.total': 'Total',
    'totals.gstIncluded': 'GST incluido',
    'totals.igst': 'IGST',
    'totals.cgst': 'CGST',
    'totals.sgst': 'SGST',
  },
  fr: {
    'totals.subtotal': 'Articles',
    'totals.shipping': 'Livraison',
    'totals.free': 'Offerte',
    'totals.shippingUnknown': 'Selon votre code PIN',
    'totals.total': 'Total',
    'totals.gstIncluded': 'dont GST',
    'totals.igst': 'IGST',
    'totals.cgst': 'CGST',
    'totals.sgst': 'SGST',
  },
};

addAppMessages('checkout', messages);
