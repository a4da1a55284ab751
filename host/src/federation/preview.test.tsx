import { PREVIEWS_STORAGE_KEY, storedPreviews, storePreviews } from 'shared-contracts/remotes/previews';
import { activePreviews, previewing, withPreviews } from './preview';

const registry = { shop: '/remotes/shop/mf-manifest.json', checkout: '/remotes/checkout/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' };

describe('previews in this browser', () => {
  afterEach(() => window.localStorage.clear());

  it('leaves the registry as it is when there are none', () => {
    expect(withPreviews(registry)).toBe(registry);
    expect(previewing()).toBe(false);
  });

  it('puts the stored overrides in place of the entries they name', () => {
    storePreviews({ shop: 'http://127.0.0.1:9000/shop/mf-manifest.json' });
    expect(storedPreviews()).toEqual({ shop: 'http://127.0.0.1:9000/shop/mf-manifest.json' });
    expect(withPreviews(registry)).toEqual({ ...registry, shop: 'http://127.0.0.1:9000/shop/mf-manifest.json' });
    expect(previewing()).toBe(true);
    expect(activePreviews()).toEqual({ shop: 'http://127.0.0.1:9000/shop/mf-manifest.json' });
    storePreviews({});
    expect(window.localStorage.getItem(PREVIEWS_STORAGE_KEY)).toBeNull();
  });

  it('ignores what is not an override of a known remote to an http(s) address', () => {
    window.localStorage.setItem(PREVIEWS_STORAGE_KEY, JSON.stringify({ basket: 'https://x.example.com/m.json', checkout: 'javascript:alert(1)', admin: 42 }));
    expect(withPreviews(registry)).toBe(registry);
    window.localStorage.setItem(PREVIEWS_STORAGE_KEY, '{not json');
    expect(withPreviews(registry)).toBe(registry);
  });
});
