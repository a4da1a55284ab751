/**
 * The one i18n instance of the whole shop. Shared through Module Federation as a singleton, so the
 * host and every remote translate with the same language at the same moment. Namespaces:
 * `common`, `validation` and `errors` live in shared-contracts; each app adds its own namespace
 * with `addAppMessages`.
 */
import i18next, { type BackendModule } from 'i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, matchLocale, type Locale } from 'shared-contracts/i18n/locales';
import { commonMessages } from 'shared-contracts/i18n/common';
import { bundledCatalogues, loadCatalogues, type SharedNamespace } from 'shared-contracts/i18n/catalogues';

export const i18n = i18next.createInstance();

const resources = Object.fromEntries(LOCALES.map((lng) => [lng, { common: commonMessages[lng], ...bundledCatalogues[lng] }]));

/**
 * `validation` and `errors` of a language not in memory from the start (i18n/catalogues: a browser
 * starts with English only; the server, the API and the tests have all three): i18next asks here
 * when the language changes, and switches once they are in (until then the page keeps its language).
 */
const laterCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    if (!isLocale(language) || (namespace !== 'validation' && namespace !== 'errors')) {
      callback(null, {});
      return;
    }
    loadCatalogues(language).then(
      (catalogues) => callback(null, catalogues[namespace as SharedNamespace]),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

void i18n.use(laterCatalogues).init({
  resources,
  partialBundledLanguages: true,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ['common', 'validation', 'errors'],
  defaultNS: 'common',
  initAsync: false,
  returnNull: false,
  // Values stay raw here because every string `t` gives is shown as text (React escapes it, and
  // platform/toast's notify renders text); the one place markup is rendered, a catalogue message in
  // platform/toast's notifyMarkup, translates with escapeValue: true. Escaping here too would show
  // a name 'Tom & Jerry' as 'Tom &amp; Jerry'.
  interpolation: { escapeValue: false },
});

// A browser page in Spanish or French starts downloading its texts at once, so they are in by the
// time the page is drawn (host/src/bootstrap.tsx waits for them before hydrating).
const pageLanguage = typeof document === 'undefined' ? undefined : matchLocale(document.documentElement.lang);
if (pageLanguage && !bundledCatalogues[pageLanguage]) void i18n.loadLanguages(pageLanguage);

/** Adds an app's own namespace in all three languages. Idempotent, so hot reload is harmless. */
export function addAppMessages(ns: string, messages: Record<Locale, Record<string, string>>): void {
  for (const lng of LOCALES) i18n.addResourceBundle(lng, ns, messages[lng], true, true);
}
