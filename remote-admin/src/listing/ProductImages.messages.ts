/** The product form's images: alt texts (ProductImages), in the admin remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'listing.images.alt': 'Alt text of image {{n}}',
    'listing.images.altHelp': 'Each image’s alt text says what it shows, for shoppers who cannot see it: the shop uses it on the product page, in the cart and in orders. It is saved when you leave the field.',
    'listing.images.altSaved': 'Alt text of image {{n}} saved.',
  },
  es: {
    'listing.images.alt': 'Texto alternativo de la imagen {{n}}',
    'listing.images.altHelp': 'El texto alternativo de cada imagen dice lo que muestra, para quien no puede verla: la tienda lo usa en la página del producto, en el carrito y en los pedidos. Se guarda al salir del campo.',
    'listing.images.altSaved': 'Texto alternativo de la imagen {{n}} guardado.',
  },
  fr: {
    'listing.images.alt': 'Texte alternatif de l’image {{n}}',
    'listing.images.altHelp': 'Le texte alternatif de chaque image dit ce qu’elle montre, pour qui ne peut pas la voir : la boutique l’utilise sur la page du produit, dans le panier et dans les commandes. Il est enregistré quand vous quittez le champ.',
    'listing.images.altSaved': 'Texte alternatif de l’image {{n}} enregistré.',
  },
};

addAppMessages('admin', messages);
