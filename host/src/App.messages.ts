/** The offer to reload when a new version of a remote is deployed; registered by App. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'update.available': 'A new version of the shop is available.',
    'update.reload': 'Reload',
  },
  es: {
    'update.available': 'Hay una nueva versión de la tienda.',
    'update.reload': 'Recargar',
  },
  fr: {
    'update.available': 'Une nouvelle version de la boutique est disponible.',
    'update.reload': 'Recharger',
  },
};
