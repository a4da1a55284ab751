import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALES } from 'shared-contracts/i18n/locales';
import { errorMessages } from 'shared-contracts/errors/messages';
import { validationMessages } from 'shared-contracts/validation/messages';
import * as browser from './catalogues.webpack';

const gzipKb = (value: unknown) => (gzipSync(JSON.stringify(value), { level: 9 }).length / 1024).toFixed(1);

describe('the shared catalogues, one language at a time in the browser', () => {
  it('starts a browser with English only and brings Spanish and French with the same texts', async () => {
    expect(Object.keys(browser.bundledCatalogues)).toEqual(['en']);
    expect(browser.bundledCatalogues.en).toEqual({ validation: validationMessages.en, errors: errorMessages.en });
    const sizes: string[] = [];
    for (const locale of LOCALES) {
      const catalogues = await browser.loadCatalogues(locale);
      expect(catalogues).toEqual({ validation: validationMessages[locale], errors: errorMessages[locale] });
      sizes.push(`${locale} ${gzipKb(catalogues)} KB`);
    }
    console.log(`shared catalogues (validation + errors, gzip): ${sizes.join(', ')}; a first visit in English carries en only`);
  });

  it('is what webpack’s browser builds resolve, while Node (the server bundle, the API, jest) gets every language', () => {
    const exportsMap = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')).exports as Record<string, unknown>;
    const entry = exportsMap['./i18n/catalogues'] as Record<string, string>;
    // The first condition the resolver knows wins: webpack's server build knows `node` and `webpack`.
    expect(Object.keys(entry)).toEqual(['node', 'webpack', 'default']);
    expect(entry).toEqual({ node: './src/i18n/catalogues.ts', webpack: './src/i18n/catalogues.webpack.ts', default: './src/i18n/catalogues.ts' });
  });

  it('switches the page’s language once its texts are in, keeping the previous one until then', async () => {
    let i18n!: typeof import('shared-contracts/platform/i18n')['i18n'];
    jest.isolateModules(() => {
      jest.doMock('shared-contracts/i18n/catalogues', () => jest.requireActual('./catalogues.webpack'));
      ({ i18n } = jest.requireActual<typeof import('shared-contracts/platform/i18n')>('shared-contracts/platform/i18n'));
    });
    expect(i18n.hasResourceBundle('fr', 'validation')).toBe(false);
    expect(i18n.t('required', { ns: 'validation' })).toBe('This field is required.');
    const switching = i18n.changeLanguage('fr');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('fr');
    expect(i18n.t('required', { ns: 'validation' })).toBe(validationMessages.fr.required);
    expect(i18n.t('api.not_found', { ns: 'errors' })).toBe(errorMessages.fr['api.not_found']);
    // the words every app uses come with the first load in every language
    expect(i18n.t('address.city')).toBe('Ville');
    jest.dontMock('shared-contracts/i18n/catalogues');
  });
});
