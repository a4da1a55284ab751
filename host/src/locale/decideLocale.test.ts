import { decideLocale } from './decideLocale';

const decide = (pathname: string, cookie?: string, browserLanguages: string[] = ['en-US']) =>
  decideLocale({ pathname, cookie, browserLanguages });

describe('the locale guard decision', () => {
  it('takes the locale from a prefixed route, whatever the cookie or browser say', () => {
    expect(decide('/es/shop', 'fr', ['fr-FR'])).toEqual({ locale: 'es', fromRoute: true });
    expect(decide('/fr', 'es')).toEqual({ locale: 'fr', fromRoute: true });
    expect(decide('/fr/shop/brass-lamp')).toEqual({ locale: 'fr', fromRoute: true });
  });

  it('redirects an unprefixed path to the cookie locale', () => {
    expect(decide('/shop', 'es', ['fr-FR'])).toEqual({ locale: 'es', redirectTo: '/es/shop', fromRoute: false });
    expect(decide('/', 'fr')).toEqual({ locale: 'fr', redirectTo: '/fr', fromRoute: false });
  });

  it('keeps English paths when the cookie says English, even with another browser language', () => {
    expect(decide('/shop', 'en', ['fr-FR'])).toEqual({ locale: 'en', fromRoute: false });
  });

  it('falls back to the browser language when there is no usable cookie', () => {
    expect(decide('/cart', undefined, ['de-DE', 'fr-CA'])).toEqual({ locale: 'fr', redirectTo: '/fr/cart', fromRoute: false });
    expect(decide('/cart', 'xx', ['es-MX'])).toEqual({ locale: 'es', redirectTo: '/es/cart', fromRoute: false });
  });

  it('falls back to English when nothing matches', () => {
    expect(decide('/about-us', undefined, ['de-DE', 'ja'])).toEqual({ locale: 'en', fromRoute: false });
    expect(decide('/about-us', undefined, [])).toEqual({ locale: 'en', fromRoute: false });
  });

  it('sends /en paths to the unprefixed English path', () => {
    expect(decide('/en/shop', 'fr')).toEqual({ locale: 'en', redirectTo: '/shop', fromRoute: true });
    expect(decide('/en')).toEqual({ locale: 'en', redirectTo: '/', fromRoute: true });
  });

  it('does not mistake a path that merely starts with letters for a locale', () => {
    expect(decide('/escape', undefined)).toEqual({ locale: 'en', fromRoute: false });
    expect(decide('/english', 'es')).toEqual({ locale: 'es', redirectTo: '/es/english', fromRoute: false });
  });
});
