/** @jest-environment jsdom */
import type { User } from 'firebase/auth';

type Auth = typeof import('shared-contracts/platform/auth');

// The identity SDK's door, counted; the tests play the SDK's reports themselves.
const firebaseAuth = jest.fn(async () => ({}));
jest.mock('shared-contracts/platform/firebase', () => ({ firebaseAuth }));

/** platform/auth as a fresh page sees it (its state lives in the module). */
function freshAuth(): Auth {
  let auth: Auth | undefined;
  jest.isolateModules(() => {
    auth = require('shared-contracts/platform/auth') as Auth;
  });
  return auth!;
}

/** A user as the SDK reports it. */
const sdkUser = (uid: string, claims: Record<string, unknown> = {}) =>
  ({
    uid,
    email: `${uid}@shop.test`,
    displayName: null,
    getIdTokenResult: async () => ({ claims }),
    getIdToken: async () => `token-of-${uid}`,
  }) as unknown as User;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  firebaseAuth.mockClear();
});

describe('the role of a signed-in user', () => {
  it('is a staff role only with a staff role claim; the old admin claim is the owner', () => {
    const { roleFromClaims } = freshAuth();
    expect(roleFromClaims({ role: 'admin' })).toBe('owner');
    expect(roleFromClaims({ role: 'fulfilment' })).toBe('fulfilment');
    expect(roleFromClaims({ role: 'superuser' })).toBe('customer');
    expect(roleFromClaims({ role: 'customer' })).toBe('customer');
    expect(roleFromClaims({ admin: true })).toBe('customer');
    expect(roleFromClaims({})).toBe('customer');
  });
});

describe('a guest (no session flag)', () => {
  it('is signed out at once, and the identity SDK is not loaded for that', async () => {
    const auth = freshAuth();
    const seen: unknown[] = [];
    auth.onUserChanged((user) => seen.push(user));
    expect(seen).toEqual([null]);
    expect(auth.knownUser()).toBeNull();
    await expect(auth.whenUserKnown()).resolves.toBeNull();
    await expect(auth.getIdToken()).resolves.toBeNull();
    await flush();
    expect(firebaseAuth).not.toHaveBeenCalled();
  });

  it('starts the SDK on a page that needs identity, and is known once the SDK has answered', async () => {
    const auth = freshAuth();
    const seen: unknown[] = [];
    expect(auth.knownUser(true)).toBeUndefined();
    auth.onUserChanged((user) => seen.push(user), { identityNeeded: true });
    expect(seen).toEqual([]);
    expect(auth.knownUser()).toBeUndefined();
    await flush();
    expect(firebaseAuth).toHaveBeenCalledTimes(1);
    const answer = auth.requireIdentity();
    await auth.reportSdkUser(null);
    await expect(answer).resolves.toBeNull();
    expect(seen).toEqual([null]);
    expect(firebaseAuth).toHaveBeenCalledTimes(1);
  });
});

describe('the session flag', () => {
  it('starts the SDK for a returning user, whose user then reaches every listener', async () => {
    localStorage.setItem('shop:session', '1');
    const auth = freshAuth();
    const seen: unknown[] = [];
    auth.onUserChanged((user) => seen.push(user?.uid ?? null));
    expect(auth.knownUser()).toBeUndefined();
    expect(seen).toEqual([]);
    await flush();
    expect(firebaseAuth).toHaveBeenCalledTimes(1);
    await auth.reportSdkUser(sdkUser('u1', { role: 'admin' }));
    expect(seen).toEqual(['u1']);
    expect(auth.currentUser()).toMatchObject({ uid: 'u1', email: 'u1@shop.test', role: 'owner' });
    await expect(auth.getIdToken()).resolves.toBe('token-of-u1');
  });

  it('is written when the SDK reports a user and removed when it reports none', async () => {
    const auth = freshAuth();
    // An Auth instance someone else created (platform/firebase reports its users here).
    await auth.reportSdkUser(sdkUser('u2'));
    expect(localStorage.getItem('shop:session')).toBe('1');
    expect(auth.knownUser()).toMatchObject({ uid: 'u2', role: 'customer' });
    await auth.reportSdkUser(null);
    expect(localStorage.getItem('shop:session')).toBeNull();
    expect(auth.knownUser()).toBeNull();
  });
});
