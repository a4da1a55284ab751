/** The yes/no of a confirmation (ui/ConfirmButton), and the Cancel of a dialog: texts in the admin namespace. */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'orders.yes': 'Yes',
    'orders.no': 'No',
    'dialog.cancel': 'Cancel',
  },
  es: {
    'orders.yes': 'Sí',
    'orders.no': 'No',
    'dialog.cancel': 'Cancelar',
  },
  fr: {
    'orders.yes': 'Oui',
    'orders.no': 'Non',
    'dialog.cancel': 'Annuler',
  },
};

addAppMessages('admin', messages);
