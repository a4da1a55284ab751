import type { Locale } from 'shared-contracts/i18n/locales';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');

/**
 * What keeps a namespace from being complete in every language: keys missing or extra against
 * English, empty texts, and placeholders that differ from the English text's. Empty means complete.
 */
export function translationGaps(messages: Record<Locale, Record<string, string>>): string[] {
  const gaps: string[] = [];
  const english = messages.en;
  for (const locale of ['es', 'fr'] as const) {
    const translated = messages[locale];
    for (const key of Object.keys(translated)) if (!(key in english)) gaps.push(`${locale}: extra key ${key}`);
    for (const [key, text] of Object.entries(english)) {
      const other = translated[key];
      if (other === undefined) gaps.push(`${locale}: missing ${key}`);
      else if (!other.trim()) gaps.push(`${locale}: empty ${key}`);
      else if (placeholders(other) !== placeholders(text)) gaps.push(`${locale}: placeholders of ${key}`);
    }
  }
  return gaps;
}
