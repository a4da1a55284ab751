/**
 * The shared namespaces kept one file per language (`validation`, `errors`; `common` is a few
 * words and stays whole in i18n/common.ts), as platform/i18n takes them: which languages are in
 * memory from the start, and how another one arrives.
 *
 * This file is what the server, the API, the scripts and the tests get: every language at once,
 * so a message in the caller's language never waits. A browser build (webpack's web target) gets
 * catalogues.webpack.ts instead (package.json `exports`: the `webpack` condition, after `node`, so
 * the server bundle keeps this one): English with the first load, Spanish or French downloaded
 * when a page is in that language.
 */
import { LOCALES, type Locale } from 'shared-contracts/i18n/locales';
import { errorMessages } from 'shared-contracts/errors/messages';
import { validationMessages } from 'shared-contracts/validation/messages';

export type SharedNamespace = 'validation' | 'errors';
export type Catalogues = Record<SharedNamespace, Record<string, string>>;

/** The languages whose catalogues are in memory from the start. */
export const bundledCatalogues: Partial<Record<Locale, Catalogues>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, { validation: validationMessages[locale], errors: errorMessages[locale] }]),
);

/** A language's catalogues (here: already in memory). */
export function loadCatalogues(locale: Locale): Promise<Catalogues> {
  return Promise.resolve(bundledCatalogues[locale]!);
}
