/** The zoomed view's texts (ProductGallery), loaded with it, in the shop remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'gallery.title': 'Photo {{n}} of {{total}}',
    'gallery.close': 'Close',
    'gallery.previous': 'Previous photo',
    'gallery.next': 'Next photo',
  },
  es: {
    'gallery.title': 'Foto {{n}} de {{total}}',
    'gallery.close': 'Cerrar',
    'gallery.previous': 'Foto anterior',
    'gallery.next': 'Foto siguiente',
  },
  fr: {
    'gallery.title': 'Photo {{n}} sur {{total}}',
    'gallery.close': 'Fermer',
    'gallery.previous': 'Photo précédente',
    'gallery.next': 'Photo suivante',
  },
};

addAppMessages('shop', messages);
