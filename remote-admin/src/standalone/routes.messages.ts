/** The standalone dev page's frame (standalone/routes): texts in the admin namespace. */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'standalone.title': 'remote-admin (standalone)',
    'standalone.pages': 'Pages',
    'standalone.language': 'Language',
  },
  es: {
    'standalone.title': 'remote-admin (independiente)',
    'standalone.pages': 'Páginas',
    'standalone.language': 'Idioma',
  },
  fr: {
    'standalone.title': 'remote-admin (autonome)',
    'standalone.pages': 'Pages',
    'standalone.language': 'Langue',
  },
};

addAppMessages('admin', messages);
