/** The store credit of the payment page (what the account holds, applying it) and of the order's totals. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'storeCredit.use': 'Use my store credit ({{amount}} available)',
    'storeCredit.row': 'Store credit',
    'storeCredit.toPay': 'To pay',
    'storeCredit.covered': 'Your store credit covers this order: there is nothing more to pay.',
    'storeCredit.confirmButton': 'Place order with store credit',
  },
  es: {
    'storeCredit.use': 'Usar mi saldo de la tienda ({{amount}} disponible)',
    'storeCredit.row': 'Saldo de la tienda',
    'storeCredit.toPay': 'A pagar',
    'storeCredit.covered': 'Tu saldo de la tienda cubre este pedido: no queda nada por pagar.',
    'storeCredit.confirmButton': 'Hacer el pedido con mi saldo',
  },
  fr: {
    'storeCredit.use': 'Utiliser mon avoir ({{amount}} disponible)',
    'storeCredit.row': 'Avoir',
    'storeCredit.toPay': 'À payer',
    'storeCredit.covered': 'Votre avoir couvre cette commande : il ne reste rien à payer.',
    'storeCredit.confirmButton': 'Commander avec mon avoir',
  },
};

addAppMessages('checkout', messages);
