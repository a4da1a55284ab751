/** The texts of a part that could not be loaded, in the shop remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'retry': 'Try again',
  },
  es: {
    'retry': 'Reintentar',
  },
  fr: {
    'retry': 'Réessayer',
  },
};

addAppMessages('shop', messages);
