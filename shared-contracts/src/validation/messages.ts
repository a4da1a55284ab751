import type { Locale } from 'shared-contracts/i18n/locales';
import { en } from './messages.en';
import { es } from './messages.es';
import { fr } from './messages.fr';

/**
 * The i18next namespace `validation` (spec §5). The English texts are the specification's, word
 * for word and punctuation included; do not "fix" them. `{{n}}` is the rule's parameter.
 *
 * Keys are flat camelCase words (no dots, no colons: i18next reads those as separators).
 *
 * One file per language (messages.en.ts, messages.es.ts, messages.fr.ts; add a key to all three),
 * so a browser downloads only its page's language (shared-contracts/i18n/catalogues); this module
 * gathers the three for the server, the API and the tests.
 */
export type { ValidationKey } from './messages.en';

export const validationMessages: Record<Locale, Record<string, string>> = { en, es, fr };
