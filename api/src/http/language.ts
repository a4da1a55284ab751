import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, DEFAULT_LOCALE, matchLocale, type Locale } from 'shared-contracts/i18n/locales';

/** The caller's language from Accept-Language (first supported one), else English. */
export function requestLanguage(request: FastifyRequest): Locale {
  return acceptedLanguages(request.headers['accept-language']).map(matchLocale).find((locale) => locale !== undefined) ?? DEFAULT_LOCALE;
}
