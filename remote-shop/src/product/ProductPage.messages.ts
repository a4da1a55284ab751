/** The product page's texts (/shop/:slug), in the shop remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'product.unavailable': 'This product could not be loaded',
    'product.breadcrumb': 'You are here',
    'product.gst': 'Inclusive of all taxes (GST {{rate}}%)',
    'product.quantity': 'Quantity',
    'product.about': 'About this piece',
    'product.hsn': 'HSN code {{hsn}}',
    'product.related': 'You may also like',
    'product.shopLink': 'The shop',
    'product.specifications': 'Specifications',
    'product.sku': 'SKU',
    // the document's title (the shop's name follows it) and the previews' (ProductHead.tsx)
    'product.pageTitle': '{{title}}',
  },
  es: {
    'product.unavailable': 'No se pudo cargar este producto',
    'product.breadcrumb': 'Estás aquí',
    'product.gst': 'Todos los impuestos incluidos (GST {{rate}} %)',
    'product.quantity': 'Cantidad',
    'product.about': 'Sobre esta pieza',
    'product.hsn': 'Código HSN {{hsn}}',
    'product.related': 'También te puede gustar',
    'product.shopLink': 'La tienda',
    'product.specifications': 'Especificaciones',
    'product.sku': 'Referencia (SKU)',
    // the document's title (the shop's name follows it) and the previews' (ProductHead.tsx)
    'product.pageTitle': '{{title}}',
  },
  fr: {
    'product.unavailable': 'Ce produit n’a pas pu être chargé',
    'product.breadcrumb': 'Vous êtes ici',
    'product.gst': 'Toutes taxes comprises (GST {{rate}} %)',
    'product.quantity': 'Quantité',
    'product.about': 'À propos de cette pièce',
    'product.hsn': 'Code HSN {{hsn}}',
    'product.related': 'Vous aimerez aussi',
    'product.shopLink': 'La boutique',
    'product.specifications': 'Caractéristiques',
    'product.sku': 'Référence (SKU)',
    // the document's title (the shop's name follows it) and the previews' (ProductHead.tsx)
    'product.pageTitle': '{{title}}',
  },
};

addAppMessages('shop', messages);
