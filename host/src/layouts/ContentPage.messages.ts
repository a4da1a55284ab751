/** The texts of the frame of the host's text pages (ContentPage): last update, related links. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'page.updated': 'Last updated:',
    'page.related': 'See also',
  },
  es: {
    'page.updated': 'Última actualización:',
    'page.related': 'Véase también',
  },
  fr: {
    'page.updated': 'Dernière mise à jour :',
    'page.related': 'Voir aussi',
  },
};
