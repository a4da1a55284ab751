/** A product sold by variant at several prices: its card says "from" the lowest (shop remote's namespace). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: { 'price.from': 'From {{price}}' },
  es: { 'price.from': 'Desde {{price}}' },
  fr: { 'price.from': 'À partir de {{price}}' },
};

addAppMessages('shop', messages);
