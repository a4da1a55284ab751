/**
 * How the rules get their words.
 *
 * By default a rule's message comes from the shop's one i18n instance, namespace `validation`, so
 * in the browser messages follow the language the user picked. A server answers many requests in
 * many languages at the same time and must not switch that global language: it wraps the work for
 * one request in `withLanguage(lng, fn)`.
 */
import { i18n } from 'shared-contracts/platform/i18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/i18n/locales';
import type { ValidationKey } from './messages';

/** Values interpolated into a message, e.g. `{ n: 8 }` for 'Min {{n}} characters required.'. */
export type MessageValues = Record<string, string | number>;

type Translator = (key: ValidationKey, values?: MessageValues) => string;

const NAMESPACE = 'validation';

const sharedTranslator: Translator = (key, values) => i18n.t(key, { ...values, ns: NAMESPACE });

let current: Translator = sharedTranslator;
/** The language `withLanguage` fixed, if any; otherwise the shared instance's. */
let fixedLanguage: Locale | undefined;

/** The message for `key` in the current language: the active one, or the one fixed by `withLanguage`. */
export function translate(key: ValidationKey, values?: MessageValues): string {
  return current(key, values);
}

/** The language messages are in now: for a rule whose message formats a value (an amount of money). */
export function translationLocale(): Locale {
  if (fixedLanguage) return fixedLanguage;
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/**
 * Runs `fn` with every rule message in `lng`, without touching the global language, and restores
 * the previous translator afterwards (even when `fn` throws). Calls nest.
 *
 * Synchronous only: messages produced after `fn` has returned (in a promise it returned, e.g.
 * `schema.safeParseAsync`) are no longer in `lng`. Use `schema.safeParse` inside it.
 */
export function withLanguage<T>(lng: Locale, fn: () => T): T {
  const fixed = i18n.getFixedT(lng, NAMESPACE);
  const previous = current;
  const previousLanguage = fixedLanguage;
  current = (key, values) => fixed(key, { ...values });
  fixedLanguage = lng;
  try {
    return fn();
  } finally {
    current = previous;
    fixedLanguage = previousLanguage;
  }
}
