import { translationGaps } from 'shared-contracts/i18n/completeness';

describe('translationGaps', () => {
  it('is empty for a complete namespace', () => {
    expect(
      translationGaps({
        en: { a: 'Hi {{name}}', b: 'Message', c: 'Pay <b>now</b>' },
        es: { a: 'Hola {{name}}', b: 'Mensaje', c: 'Paga <b>ya</b>' },
        fr: { a: 'Salut {{ name }}', b: 'Message', c: 'Payez <b>maintenant</b>' },
      }),
    ).toEqual([]);
  });

  it('names missing, extra, empty and mismatched texts', () => {
    expect(
      translationGaps({ en: { a: 'Hi {{name}}', b: 'Bye' }, es: { a: 'Hola', c: 'x' }, fr: { a: 'Salut {{name}}', b: ' ' } }),
    ).toEqual(['es: extra key c', 'es: placeholders of a', 'es: missing b', 'fr: empty b']);
  });

  it('names markup tags that differ and texts of several words left in English', () => {
    expect(
      translationGaps({
        en: { a: 'Pay <b>now</b>', b: 'Try again', c: 'GSTIN: {{gstin}}' },
        es: { a: 'Paga ya', b: 'Reintentar', c: 'GSTIN: {{gstin}}' },
        fr: { a: 'Payez <i>maintenant</i>', b: 'Try again', c: 'GSTIN : {{gstin}}' },
      }),
    ).toEqual(['es: tags of a', 'fr: tags of a', 'fr: untranslated b']);
  });
});
