import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, matchLocale, type Locale } from 'shared-contracts/i18n/locales';

/** The language tags of an Accept-Language header, in the order it lists them ('fr-FR,fr;q=0.9' -> fr-FR, fr). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
}

/** The caller's language from Accept-Language (first supported one), else English. */
export function requestLanguage(request: FastifyRequest): Locale {
  return acceptedLanguages(request.headers['accept-language']).map(matchLocale).find((locale) => locale !== undefined) ?? DEFAULT_LOCALE;
}
