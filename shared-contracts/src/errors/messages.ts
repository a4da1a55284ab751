import type { Locale } from 'shared-contracts/i18n/locales';
import { en } from './messages.en';
import { es } from './messages.es';
import { fr } from './messages.fr';

/**
 * The `errors` namespace. Keys are the error's own code, prefixed by its source:
 * `auth/*` (identity service), `storage/*` (file storage, spec §8), `database/*`,
 * `api.*` (the shop API's `error.code`), `page.*` (error pages, spec §2) and `staff.*` (the names of
 * staff roles and permissions, domain/staff.ts, which a refusal names).
 * English is exact wherever spec §8 gives the text.
 *
 * One file per language (messages.en.ts, messages.es.ts, messages.fr.ts; add a key to all three),
 * so a browser downloads only its page's language (shared-contracts/i18n/catalogues); this module
 * gathers the three for the server, the API and the tests.
 */
export const errorMessages: Record<Locale, Record<string, string>> = { en, es, fr };
