/** The tax invoice's store-credit line (issue 33), in the invoice namespace: a means of payment, the values above stay whole. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'storeCredit.paid': 'Paid with store credit: {{credit}}; paid otherwise: {{rest}}. Store credit is a means of payment: the values and GST above are the full values of the supply.',
  },
  es: {
    'storeCredit.paid': 'Pagado con saldo de la tienda: {{credit}}; pagado de otro modo: {{rest}}. El saldo es un medio de pago: los valores y el GST de arriba son los valores íntegros del suministro.',
  },
  fr: {
    'storeCredit.paid': 'Payé avec l’avoir : {{credit}} ; payé autrement : {{rest}}. L’avoir est un moyen de paiement : les valeurs et la GST ci-dessus sont les valeurs entières de la fourniture.',
  },
};
