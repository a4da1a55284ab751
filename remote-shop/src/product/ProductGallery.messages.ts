/** The gallery's texts on the product page (ProductGallery; the zoomed view has its own, loaded with it). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'gallery.photos': 'Photos',
    'gallery.none': 'No photo yet',
    'gallery.show': 'Show photo {{n}} of {{total}}: {{alt}}',
    'gallery.zoom': 'Enlarge the photo',
  },
  es: {
    'gallery.photos': 'Fotos',
    'gallery.none': 'Aún sin foto',
    'gallery.show': 'Ver la foto {{n}} de {{total}}: {{alt}}',
    'gallery.zoom': 'Ampliar la foto',
  },
  fr: {
    'gallery.photos': 'Photos',
    'gallery.none': 'Pas encore de photo',
    'gallery.show': 'Afficher la photo {{n}} sur {{total}} : {{alt}}',
    'gallery.zoom': 'Agrandir la photo',
  },
};

addAppMessages('shop', messages);
