/**
 * The one i18n instance of the whole shop. Shared through Module Federation as a singleton, so the
 * host and every remote translate with the same language at the same moment. Namespaces:
 * `common`, `validation` and `errors` live in shared-contracts; each app adds its own namespace
 * with `addAppMessages`.
 */
import i18next from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared-contracts/i18n/locales';
import { commonMessages } from 'shared-contracts/i18n/common';
import { validationMessages } from 'shared-contracts/validation/messages';
import { errorMessages } from 'shared-contracts/errors/messages';

export const i18n = i18next.createInstance();

const resources = Object.fromEntries(
  LOCALES.map((lng) => [
    lng,
    { common: commonMessages[lng], validation: validationMessages[lng], errors: errorMessages[lng] },
  ]),
);

void i18n.init({
  resources,
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

/** Adds an app's own namespace in all three languages. Idempotent, so hot reload is harmless. */
export function addAppMessages(ns: string, messages: Record<Locale, Record<string, string>>): void {
  for (const lng of LOCALES) i18n.addResourceBundle(lng, ns, messages[lng], true, true);
}
