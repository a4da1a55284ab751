import { pagesFileUrl, pagesProblems } from 'shared-contracts/remotes/contracts';

describe("a remote's page manifest against the contracts (the build and the release refuse a problem)", () => {
  it('takes pages at PATHS ids with their layout and the fragments another remote lends', () => {
    expect(pagesProblems('shop', [{ id: 'product', layout: 'user', server: true, fragments: [{ remote: 'checkout', module: './AddToCart' }] }])).toEqual([]);
  });

  it('refuses a path PATHS does not have, a page listed twice, an unknown layout', () => {
    expect(
      pagesProblems('checkout', [
        { id: 'returns' as 'cart', layout: 'user' },
        { id: 'cart', layout: 'user' },
        { id: 'cart', layout: 'wide' as 'user' },
      ]),
    ).toEqual(['page returns: not a path id of PATHS (shared-contracts/src/routes/paths.ts)', 'page cart: listed twice', 'page cart: unknown layout wide']);
  });

  it('keeps the admin remote under /admin, and every other remote out of it', () => {
    expect(pagesProblems('admin', [{ id: 'shop', layout: 'admin' }])).toEqual(['page shop: the admin remote serves only paths under /admin (/shop)']);
    expect(pagesProblems('shop', [{ id: 'adminUsers', layout: 'admin' }])).toEqual(['page adminUsers: only the admin remote serves paths under /admin (/admin/dashboard/users)']);
  });

  it('refuses a fragment no other remote lends', () => {
    expect(pagesProblems('shop', [{ id: 'shop', layout: 'user', fragments: [{ remote: 'checkout', module: './Wishlist' }, { remote: 'admin', module: './pages' }] }])).toEqual([
      'page shop: places checkout/./Wishlist, which no other remote lends',
      'page shop: places admin/./pages, which no other remote lends',
    ]);
  });

  it('finds pages.json beside the manifest the registry names', () => {
    expect(pagesFileUrl('/remotes/shop/mf-manifest.json')).toBe('/remotes/shop/pages.json');
    expect(pagesFileUrl('https://cdn.example/shop/v2/mf-manifest.json?v=3')).toBe('https://cdn.example/shop/v2/pages.json?v=3');
  });
});
