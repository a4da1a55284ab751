/** A product card's stars (issue 36), in the shop remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: { 'card.rating_one': 'Rated {{average}} out of 5 by {{count}} customer', 'card.rating_other': 'Rated {{average}} out of 5 by {{count}} customers' },
  es: { 'card.rating_one': 'Valorado con {{average}} de 5 por {{count}} cliente', 'card.rating_other': 'Valorado con {{average}} de 5 por {{count}} clientes' },
  fr: { 'card.rating_one': 'Noté {{average}} sur 5 par {{count}} client', 'card.rating_other': 'Noté {{average}} sur 5 par {{count}} clients' },
};

addAppMessages('shop', messages);
