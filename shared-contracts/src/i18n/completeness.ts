import type { Locale } from 'shared-contracts/i18n/locales';

/**
 * The one translations layout of every app: the texts of a feature live next to it in a
 * `<Feature>.messages.ts` file exporting `messages: Messages` (en, es and fr, keyed `feature.part.item`),
 * and the module that shows them registers them in its app's namespace with `addAppMessages`.
 * `scripts/translations.test.ts` checks every such file with `translationGaps`.
 */
export type Messages = Record<Locale, Record<string, string>>;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');
/** Markup a text may carry (toasts' catalogue markup, react-i18next's <0>…</0>); '<value>' in a rule's message is not markup. */
const tags = (text: string) => [...text.matchAll(/<(\/?)(b|strong|i|em|br|a|span|\d+)\b[^>]*>/gi)].map((m) => `<${m[1]}${m[2]!.toLowerCase()}>`).sort().join('');
/** Words of two letters or more outside placeholders and tags: 'Message' is one, 'Try again' two. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ').match(/\p{L}{2,}/gu)?.length ?? 0;

/**
 * What keeps a namespace from being complete in every language: keys missing or extra against
 * English, empty texts, placeholders or markup tags that differ from the English text's, and
 * untranslated copies (a text of two words or more left exactly as in English; one word, such as a
 * name or 'Message' in French, may be the same). Empty means complete.
 */
export function translationGaps(messages: Messages): string[] {
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
      else if (tags(other) !== tags(text)) gaps.push(`${locale}: tags of ${key}`);
      else if (other === text && words(text) >= 2) gaps.push(`${locale}: untranslated ${key}`);
    }
  }
  return gaps;
}
