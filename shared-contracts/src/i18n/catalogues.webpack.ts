/**
 * The browser's catalogues (see catalogues.ts, whose exports these are): English, the default and
 * every language's fallback, comes with the first load; Spanish and French, each a chunk of its
 * own, are downloaded when a page is in that language (platform/i18n's backend asks on a language
 * change, and the page's own language starts loading as soon as the module runs). A first visit in
 * English so carries one language's error and validation texts instead of three.
 */
import type { Locale } from 'shared-contracts/i18n/locales';
import type { Catalogues } from './catalogues';
import { en as errorsEn } from 'shared-contracts/errors/messages.en';
import { en as validationEn } from 'shared-contracts/validation/messages.en';

export type { Catalogues, SharedNamespace } from './catalogues';

export const bundledCatalogues: Partial<Record<Locale, Catalogues>> = { en: { validation: validationEn, errors: errorsEn } };

const later: Record<Exclude<Locale, 'en'>, () => Promise<{ catalogues: Catalogues }>> = {
  es: () => import(/* webpackChunkName: "messages-es" */ './catalogues.es'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './catalogues.fr'),
};

export function loadCatalogues(locale: Locale): Promise<Catalogues> {
  const bundled = bundledCatalogues[locale];
  return bundled ? Promise.resolve(bundled) : later[locale as Exclude<Locale, 'en'>]().then((module) => module.catalogues);
}
