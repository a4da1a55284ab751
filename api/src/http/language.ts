import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, matchLocale, type Locale } from 'shared-contracts/i18n/locales';

/** The caller's language from Accept-Language (first supported one), else English. */
export function requestLanguage(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const locale = matchLocale(part.split(';')[0]);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
