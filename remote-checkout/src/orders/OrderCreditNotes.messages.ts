/** The texts of an order's GST credit notes in My orders (issue 33 item 3). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'orders.creditNotes.title': 'Credit notes',
    'orders.creditNotes.item': 'Credit note {{number}} of {{date}}: {{amount}}',
    'orders.creditNotes.show': 'Show',
    'orders.creditNotes.hide': 'Hide',
  },
  es: {
    'orders.creditNotes.title': 'Notas de crédito',
    'orders.creditNotes.item': 'Nota de crédito {{number}} del {{date}}: {{amount}}',
    'orders.creditNotes.show': 'Ver',
    'orders.creditNotes.hide': 'Ocultar',
  },
  fr: {
    'orders.creditNotes.title': 'Avoirs',
    'orders.creditNotes.item': 'Avoir {{number}} du {{date}} : {{amount}}',
    'orders.creditNotes.show': 'Afficher',
    'orders.creditNotes.hide': 'Masquer',
  },
};

addAppMessages('checkout', messages);
