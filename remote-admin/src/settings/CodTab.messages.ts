/** Settings › Cash on delivery's tab label, registered by the Settings page (the section's own texts load with it: CodSection.messages). */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'settings.tab.cod': 'Cash on delivery',
  },
  es: {
    'settings.tab.cod': 'Contra reembolso',
  },
  fr: {
    'settings.tab.cod': 'Paiement à la livraison',
  },
};

addAppMessages('admin', messages);
