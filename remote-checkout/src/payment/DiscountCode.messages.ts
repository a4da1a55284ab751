/** The discount code field of the payment page, and the discount row of the totals. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'discount.label': 'Discount code',
    'discount.apply': 'Apply',
    'discount.remove': 'Remove',
    'discount.applied': 'Code {{code}} applied: {{amount}} off.',
    'discount.row': 'Discount ({{code}})',
  },
  es: {
    'discount.label': 'Código de descuento',
    'discount.apply': 'Aplicar',
    'discount.remove': 'Quitar',
    'discount.applied': 'Código {{code}} aplicado: {{amount}} de descuento.',
    'discount.row': 'Descuento ({{code}})',
  },
  fr: {
    'discount.label': 'Code de réduction',
    'discount.apply': 'Appliquer',
    'discount.remove': 'Retirer',
    'discount.applied': 'Code {{code}} appliqué : {{amount}} de réduction.',
    'discount.row': 'Réduction ({{code}})',
  },
};

addAppMessages('checkout', messages);
