import { signInDestination } from './RequireSignIn';

describe('where sign-in sends the user afterwards', () => {
  it('goes to a path of this site, in any locale, with its query', () => {
    const kept = ['/accounts', '/es/accounts/orders?tab=1', '/fr/payment', '/loginx', '/shop?q=login'];
    for (const next of kept) expect(signInDestination(next, '/')).toBe(next);
    console.log(`sign-in destination: ${kept.length} site paths kept`);
  });

  it('never to another origin, nor back to the sign-in page itself', () => {
    const refused = ['//evil.example/', '/\\evil.example', 'https://evil.example/', '/login', '/login?next=/x', '/es/login', '/fr/login/', null];
    for (const next of refused) expect(signInDestination(next, '/home')).toBe('/home');
    console.log(`sign-in destination: ${refused.length} refused for the fallback`);
  });
});
