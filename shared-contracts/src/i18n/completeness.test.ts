import { translationGaps } from 'shared-contracts/i18n/completeness';

describe('translationGaps', () => {
  it('is empty for a complete namespace', () => {
    expect(translationGaps({ en: { a: 'Hi {{name}}' }, es: { a: 'Hola {{name}}' }, fr: { a: 'Salut {{ name }}' } })).toEqual([]);
  });

  it('names missing, extra, empty and mismatched texts', () => {
    expect(
      translationGaps({ en: { a: 'Hi {{name}}', b: 'Bye' }, es: { a: 'Hola', c: 'x' }, fr: { a: 'Salut {{name}}', b: ' ' } }),
    ).toEqual(['es: extra key c', 'es: placeholders of a', 'es: missing b', 'fr: empty b']);
  });
});
