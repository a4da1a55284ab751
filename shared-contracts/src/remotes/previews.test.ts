import { withLanguage } from 'shared-contracts/validation/translate';
import { formatPreviews, parsePreviews, previewOverride, previewOverrides } from './previews';

describe('preview overrides', () => {
  it('takes remote::manifest-address lines, on a domain, an IP address or localhost', () => {
    expect(previewOverride('shop::https://preview.example.com/shop/mf-manifest.json')).toBe(true);
    expect(previewOverride('checkout::http://10.0.0.5:8081/mf-manifest.json')).toBe(true);
    expect(previewOverrides('shop::http://localhost:3001/mf-manifest.json\n\nadmin::https://a.example.com/mf-manifest.json\n')).toBe(true);
  });

  it('answers with the spec’s words: the shape, the remote, the address, one per remote', () => {
    expect(previewOverride('shop:https://preview.example.com/mf-manifest.json')).toBe('Invalid Url Override. (<value>::<value>)');
    expect(withLanguage('es', () => previewOverride('shop https://x.example.com'))).toBe('Sustitución de URL no válida. (<valor>::<valor>)');
    expect(previewOverride('basket::https://preview.example.com/mf-manifest.json')).toBe('Invalid Name.');
    expect(previewOverride('shop::preview.example.com/shop/mf-manifest.json')).toBe('Invalid Url. (protocol is missing)');
    expect(previewOverride('shop::https://no_such host/x')).toBe('Invalid Url Override. (<value>::<value>)');
    expect(previewOverrides('shop::https://a.example.com/m.json\nshop::https://b.example.com/m.json')).toBe('Already exists.');
    expect(previewOverrides('shop::https://a.example.com/m.json\ncheckout:https://b.example.com/m.json')).toBe('Invalid Url Override. (<value>::<value>)');
  });

  it('parses what passed, and formats it back', () => {
    const text = 'shop::https://a.example.com/m.json\ncheckout::http://127.0.0.1:9000/mf-manifest.json';
    const previews = parsePreviews(` ${text}\n`);
    expect(previews).toEqual({ shop: 'https://a.example.com/m.json', checkout: 'http://127.0.0.1:9000/mf-manifest.json' });
    expect(formatPreviews(previews)).toBe(text);
  });
});
