/** The yes/no of a confirmation (ui/ConfirmButton): texts in the admin namespace. */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'orders.yes': 'Yes',
    'orders.no': 'No',
  },
  es: {
    'orders.yes': 'Sí',
    'orders.no': 'No',
  },
  fr: {
    'orders.yes': 'Oui',
    'orders.no': 'Non',
  },
};

addAppMessages('admin', messages);
