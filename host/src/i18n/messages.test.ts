import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { HostMessages } from './messages';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/** Every set of the `host` namespace: the one loaded at start, and each page's own (found on disk,
 *  so a new page's texts are checked without being listed here). */
const pagesDir = path.join(__dirname, '../pages');
const sets: [string, HostMessages][] = [
  ['i18n/{en,es,fr}.ts', { en, es, fr }],
  ...readdirSync(pagesDir)
    .filter((file) => file.endsWith('.messages.ts'))
    .map((file): [string, HostMessages] => [`pages/${file}`, (require(path.join(pagesDir, file)) as { messages: HostMessages }).messages]),
];

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(sets)('the host messages of %s', (_, set) => {
  describe.each([
    ['es', set.es],
    ['fr', set.fr],
  ])('in %s', (_lng, messages) => {
    it('have exactly the English keys', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(set.en).sort());
    });

    it('keep every placeholder and HTML tag of the English text', () => {
      for (const [key, english] of Object.entries(set.en)) {
        const translated = messages[key] ?? '';
        expect({ key, placeholders: placeholders(translated) }).toEqual({ key, placeholders: placeholders(english) });
        expect({ key, tags: translated.match(/<\/?\w+>/g) }).toEqual({ key, tags: english.match(/<\/?\w+>/g) });
      }
    });

    it('are translated: no long text is left in English', () => {
      const untranslated = Object.entries(set.en)
        .filter(([key, english]) => english.split(' ').length > 3 && messages[key] === english)
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  });
});

describe('the host namespace as a whole', () => {
  const keys = sets.flatMap(([, set]) => Object.keys(set.en));
  const english = Object.assign({}, ...sets.map(([, set]) => set.en)) as Record<string, string>;

  it('finds the pages’ own sets next to them', () => {
    expect(sets.length).toBeGreaterThan(1);
  });

  it('defines each key in one set only', () => {
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('has no empty message and no key that is the prefix of another (i18next reads dots as nesting)', () => {
    expect(keys.filter((key) => !english[key]?.trim())).toEqual([]);
    expect(keys.filter((key) => keys.some((other) => other.startsWith(`${key}.`)))).toEqual([]);
  });
});
