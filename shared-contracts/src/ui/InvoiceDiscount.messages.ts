import type { Messages } from 'shared-contracts/i18n/completeness';

/** The tax invoice's discount columns and note (namespace `invoice`, registered by `ui/Invoice`). */
export const messages: Messages = {
  en: {
    'line.value': 'Value',
    'line.discount': 'Discount',
    discountNote: 'Discount code {{code}}: {{amount}} taken off the items (GST included) before tax; GST is on the discounted value of each line.',
  },
  es: {
    'line.value': 'Valor',
    'line.discount': 'Descuento',
    discountNote: 'Código de descuento {{code}}: {{amount}} descontados de los artículos (GST incluido) antes de impuestos; el GST se calcula sobre el valor descontado de cada línea.',
  },
  fr: {
    'line.value': 'Valeur',
    'line.discount': 'Réduction',
    discountNote: 'Code de réduction {{code}} : {{amount}} déduits des articles (GST comprise) avant taxe ; la GST porte sur la valeur réduite de chaque ligne.',
  },
};
