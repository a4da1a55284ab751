/** The refund dialog's choice of lines and the order's credit notes (issue 33 item 3), admin namespace. */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'orders.refundWhat': 'What is refunded (none chosen: any amount of the order)',
    'orders.refundUnits': 'Units of {{title}} to refund (up to {{left}})',
    'orders.refundShipping': 'The shipping ({{amount}} left)',
    'orders.refundValue': 'Value of what is chosen: {{amount}}. A lower amount keeps the rest.',
    'orders.creditNotes': 'Credit notes',
    'orders.creditNote.item': '{{number}} of {{date}}: {{amount}}',
    'orders.creditNote.open': 'Show credit note {{number}}',
  },
  es: {
    'orders.refundWhat': 'Qué se reembolsa (nada elegido: cualquier importe del pedido)',
    'orders.refundUnits': 'Unidades de {{title}} a reembolsar (hasta {{left}})',
    'orders.refundShipping': 'El envío (quedan {{amount}})',
    'orders.refundValue': 'Valor de lo elegido: {{amount}}. Un importe menor conserva el resto.',
    'orders.creditNotes': 'Notas de crédito',
    'orders.creditNote.item': '{{number}} del {{date}}: {{amount}}',
    'orders.creditNote.open': 'Ver la nota de crédito {{number}}',
  },
  fr: {
    'orders.refundWhat': 'Ce qui est remboursé (rien de choisi : tout montant de la commande)',
    'orders.refundUnits': 'Unités de {{title}} à rembourser (jusqu’à {{left}})',
    'orders.refundShipping': 'La livraison (reste {{amount}})',
    'orders.refundValue': 'Valeur de ce qui est choisi : {{amount}}. Un montant inférieur garde le reste.',
    'orders.creditNotes': 'Avoirs',
    'orders.creditNote.item': '{{number}} du {{date}} : {{amount}}',
    'orders.creditNote.open': 'Afficher l’avoir {{number}}',
  },
};

addAppMessages('admin', messages);
