/** Settings › Returns' tab label, registered by the Settings page (the section's own texts load with it: ReturnsSection.messages). */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'settings.tab.returns': 'Returns',
  },
  es: {
    'settings.tab.returns': 'Devoluciones',
  },
  fr: {
    'settings.tab.returns': 'Retours',
  },
};

addAppMessages('admin', messages);
