import { LOCALES } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { errorMessages } from './messages';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('errors namespace', () => {
  it('has the same keys in every language, none empty', () => {
    const keys = Object.keys(errorMessages.en).sort();
    for (const lng of LOCALES) {
      expect(Object.keys(errorMessages[lng]).sort()).toEqual(keys);
      for (const text of Object.values(errorMessages[lng])) expect(text.trim()).not.toBe('');
    }
  });

  it('translates es and fr rather than copying English', () => {
    for (const lng of ['es', 'fr'] as const) {
      const copied = Object.keys(errorMessages.en).filter(
        (key) => errorMessages[lng][key] === errorMessages.en[key],
      );
      expect(copied).toEqual([]);
    }
  });

  it('has the page error texts of spec §2', async () => {
    expect(i18n.t('page.notFoundTitle', { ns: 'errors' })).toBe('Page Not Found');
    expect(i18n.t('page.notFoundMessage', { ns: 'errors', path: '/nope' })).toBe('Page not found: /nope');
    expect(i18n.t('page.serverErrorTitle', { ns: 'errors' })).toBe('Internal Server Error');
    await i18n.changeLanguage('es');
    expect(i18n.t('page.notFoundMessage', { ns: 'errors', path: '/nope' })).toBe('Página no encontrada: /nope');
    await i18n.changeLanguage('fr');
    expect(i18n.t('page.notFoundMessage', { ns: 'errors', path: '/nope' })).toBe('Page introuvable : /nope');
  });

  it('has the database setup message of spec §8', () => {
    expect(i18n.t('database/no-project-id', { ns: 'errors' })).toBe(
      '"projectId" not provided in firebase.initializeApp.',
    );
  });

  it('has the API error codes', () => {
    for (const code of ['validation_failed', 'not_found', 'unauthorized', 'forbidden', 'conflict', 'rate_limited',
      'payment_declined', 'out_of_stock', 'network', 'server_error']) {
      expect(errorMessages.en[`api.${code}`]).toBeDefined();
    }
    expect(i18n.t('api.out_of_stock', { ns: 'errors' })).toBe('Some items are no longer in stock.');
  });
});
