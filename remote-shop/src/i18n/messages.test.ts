import { en } from './en';
import { es } from './es';
import { fr } from './fr';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the shop namespace', () => {
  it.each([
    ['es', es],
    ['fr', fr],
  ])('has every English text in %s, none empty, with the same placeholders', (_lng, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const text = messages[key] ?? '';
      expect(text.trim()).not.toBe('');
      expect(placeholders(text)).toEqual(placeholders(english));
    }
  });
});
