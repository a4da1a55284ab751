import { cleanTranslations, localizeFields, localizedText, PRODUCT_TRANSLATED_FIELDS, type ProductTranslations } from 'shared-contracts/domain/translations';

const english = { title: 'Dhokra brass elephant', description: 'Cast by the lost-wax method.' };
const translations: ProductTranslations = { es: { title: 'Elefante de latón dhokra', description: '   ' }, fr: { title: 'Éléphant en laiton dhokra', description: 'Coulé à la cire perdue.' } };

describe('catalogue text in a locale', () => {
  it('is the translation when there is one, else English, said to be untranslated', () => {
    expect(localizedText(english.title, translations, 'title', 'es')).toEqual({ text: 'Elefante de latón dhokra', translated: true });
    // blank is none
    expect(localizedText(english.description, translations, 'description', 'es')).toEqual({ text: 'Cast by the lost-wax method.', translated: false });
    expect(localizedText(english.title, {}, 'title', 'fr')).toEqual({ text: 'Dhokra brass elephant', translated: false });
    expect(localizedText(english.title, null, 'title', 'fr').translated).toBe(false);
    // English is the text itself, even when a stray 'en' entry exists
    expect(localizedText(english.title, { en: { title: 'Other' } } as ProductTranslations, 'title', 'en')).toEqual({ text: 'Dhokra brass elephant', translated: true });
  });

  it('names the fields that fell back, and nothing when none did or the English is empty', () => {
    expect(localizeFields(english, translations, PRODUCT_TRANSLATED_FIELDS, 'es')).toEqual({
      texts: { title: 'Elefante de latón dhokra', description: 'Cast by the lost-wax method.' },
      untranslated: ['description'],
    });
    expect(localizeFields(english, translations, PRODUCT_TRANSLATED_FIELDS, 'fr')).toEqual({
      texts: { title: 'Éléphant en laiton dhokra', description: 'Coulé à la cire perdue.' },
    });
    expect(localizeFields(english, undefined, PRODUCT_TRANSLATED_FIELDS, 'en')).toEqual({ texts: english });
    expect(localizeFields({ title: 'Textiles', description: '' }, {}, PRODUCT_TRANSLATED_FIELDS, 'es')).toEqual({
      texts: { title: 'Textiles', description: '' },
      untranslated: ['title'],
    });
  });

  it('keeps translations tidy: trimmed, blanks, empty languages and unknown keys dropped', () => {
    const sent = { es: { title: '  Elefante ', description: '' }, fr: { description: ' ' }, de: { title: 'Elefant' }, en: { title: 'x' } } as unknown as ProductTranslations;
    expect(cleanTranslations(sent, PRODUCT_TRANSLATED_FIELDS)).toEqual({ es: { title: 'Elefante' } });
    expect(cleanTranslations(undefined, PRODUCT_TRANSLATED_FIELDS)).toEqual({});
  });
});
