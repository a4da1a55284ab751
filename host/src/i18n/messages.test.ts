import { en } from './en';
import { es } from './es';
import { fr } from './fr';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ['es', es],
  ['fr', fr],
])('the host messages in %s', (_, messages) => {
  it('have exactly the English keys', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it('keep every placeholder and HTML tag of the English text', () => {
    for (const [key, english] of Object.entries(en)) {
      const translated = messages[key] ?? '';
      expect({ key, placeholders: placeholders(translated) }).toEqual({ key, placeholders: placeholders(english) });
      expect({ key, tags: translated.match(/<\/?\w+>/g) }).toEqual({ key, tags: english.match(/<\/?\w+>/g) });
    }
  });

  it('are translated: no long text is left in English', () => {
    const untranslated = Object.entries(en)
      .filter(([key, english]) => english.split(' ').length > 3 && messages[key] === english)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

it('has no empty message and no key that is the prefix of another (i18next reads dots as nesting)', () => {
  const keys = Object.keys(en);
  expect(keys.filter((key) => !en[key]?.trim())).toEqual([]);
  expect(keys.filter((key) => keys.some((other) => other.startsWith(`${key}.`)))).toEqual([]);
});
