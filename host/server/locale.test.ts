import { localeRedirect } from './locale';

describe("the server's locale redirect (the guard's rule, spec §2)", () => {
  it('sends a path without a locale where the cookie says, keeping the query', () => {
    expect(localeRedirect('/shop?sort=price', { cookie: 'theme=x; locale=es', 'accept-language': 'en-US,en;q=0.9' })).toBe('/es/shop?sort=price');
  });

  it("else where the browser's first language the shop speaks says", () => {
    expect(localeRedirect('/shop', { 'accept-language': 'de-DE,fr-FR;q=0.9,en;q=0.8' })).toBe('/fr/shop');
    expect(localeRedirect('/', { 'accept-language': 'es-419' })).toBe('/es');
  });

  it('leaves English readers, and a path that names its locale, where they are', () => {
    expect(localeRedirect('/shop', { 'accept-language': 'en-IN,en;q=0.9' })).toBeUndefined();
    expect(localeRedirect('/shop', {})).toBeUndefined();
    expect(localeRedirect('/es/shop', { cookie: 'locale=fr', 'accept-language': 'fr' })).toBeUndefined();
    expect(localeRedirect('/shop', { cookie: 'locale=en', 'accept-language': 'fr' })).toBeUndefined();
  });

  it('sends /en/... to the plain path', () => {
    expect(localeRedirect('/en/shop?page=2', { cookie: 'locale=es' })).toBe('/shop?page=2');
  });
});
