/** The texts of cancelling an unpaid order (loaded with the button's chunk). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'orders.cancel.button': 'Cancel this order',
    'orders.cancel.confirm': 'Cancel order {{number}}?',
    'orders.cancel.text': 'It has not been paid. Its items go back on sale.',
    'orders.cancel.yes': 'Cancel the order',
    'orders.cancel.no': 'Keep it',
    'orders.cancel.done': 'Order {{number}} is cancelled.',
  },
  es: {
    'orders.cancel.button': 'Cancelar este pedido',
    'orders.cancel.confirm': '¿Cancelar el pedido {{number}}?',
    'orders.cancel.text': 'No se ha pagado. Sus artículos vuelven a estar a la venta.',
    'orders.cancel.yes': 'Cancelar el pedido',
    'orders.cancel.no': 'Conservarlo',
    'orders.cancel.done': 'El pedido {{number}} está cancelado.',
  },
  fr: {
    'orders.cancel.button': 'Annuler cette commande',
    'orders.cancel.confirm': 'Annuler la commande {{number}} ?',
    'orders.cancel.text': 'Elle n’a pas été payée. Ses articles sont remis en vente.',
    'orders.cancel.yes': 'Annuler la commande',
    'orders.cancel.no': 'La garder',
    'orders.cancel.done': 'La commande {{number}} est annulée.',
  },
};

addAppMessages('checkout', messages);
