import { i18n } from 'shared-contracts/platform/i18n';
import { LOCALES } from 'shared-contracts/i18n/locales';
import { validationMessages } from './messages';
import { translate, withLanguage } from './translate';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the validation namespace', () => {
  it('has the same keys in every language, with the same placeholders', () => {
    const keys = Object.keys(validationMessages.en).sort();
    const placeholders = (text: string | undefined): string[] => (text ?? '').match(/\{\{\w+\}\}/g) ?? [];
    for (const lng of LOCALES) {
      expect(Object.keys(validationMessages[lng]).sort()).toEqual(keys);
      for (const key of keys) {
        expect([lng, key, placeholders(validationMessages[lng][key])]).toEqual([lng, key, placeholders(validationMessages.en[key])]);
      }
    }
  });

  it('is loaded into the shared instance', () => {
    expect(i18n.t('required', { ns: 'validation' })).toBe('This field is required.');
    expect(i18n.getFixedT('fr', 'validation')('match')).toBe('Ne correspond pas.');
  });
});

describe('translate', () => {
  it('speaks the active language and interpolates', async () => {
    expect(translate('min', { n: 8 })).toBe('Min 8 characters required.');
    expect(translate('environmentManagement')).toBe('Invalid Url Override. (<value>::<value>)');
    await i18n.changeLanguage('es');
    expect(translate('min', { n: 8 })).toBe('Se requieren al menos 8 caracteres.');
    await i18n.changeLanguage('fr');
    expect(translate('max', { n: 3 })).toBe('3 caractères maximum autorisés.');
  });
});

describe('withLanguage', () => {
  it('fixes the language for the duration of fn and returns its result', () => {
    const result = withLanguage('es', () => [translate('required'), translate('minNumber', { n: 2 })]);
    expect(result).toEqual(['Este campo es obligatorio.', 'El valor debe ser mayor o igual que 2.']);
    expect(i18n.language).toBe('en');
    expect(translate('required')).toBe('This field is required.');
  });

  it('does not touch the active language, whichever it is', async () => {
    await i18n.changeLanguage('fr');
    expect(withLanguage('en', () => translate('email'))).toBe('Invalid e-mail.');
    expect(withLanguage('es', () => translate('email'))).toBe('Correo electrónico no válido.');
    expect(i18n.language).toBe('fr');
    expect(translate('email')).toBe('Adresse e-mail invalide.');
  });

  it('nests and restores the outer language', () => {
    const seen = withLanguage('fr', () => {
      const inner = withLanguage('es', () => translate('match'));
      return [inner, translate('match')];
    });
    expect(seen).toEqual(['No coincide.', 'Ne correspond pas.']);
    expect(translate('match')).toBe('Does not match.');
  });

  it('restores the previous translator when fn throws', () => {
    expect(() =>
      withLanguage('es', () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(translate('required')).toBe('This field is required.');
  });
});
