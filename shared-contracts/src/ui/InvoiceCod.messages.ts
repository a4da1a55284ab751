/** The tax invoice's cash-on-delivery lines (issue 32 item 3), in the invoice namespace. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'cod.payable': 'Amount payable on delivery: {{amount}}',
    'cod.fee': 'The shipping line includes the cash-on-delivery fee of {{amount}}.',
  },
  es: {
    'cod.payable': 'Importe a pagar en la entrega: {{amount}}',
    'cod.fee': 'La línea de envío incluye el cargo por contra reembolso de {{amount}}.',
  },
  fr: {
    'cod.payable': 'Montant à payer à la livraison : {{amount}}',
    'cod.fee': 'La ligne d’expédition comprend les frais de paiement à la livraison de {{amount}}.',
  },
};
