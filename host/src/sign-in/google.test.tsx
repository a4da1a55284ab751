import { takeEmulatorResult } from './google';

describe("the Auth emulator's Google sign-in result", () => {
  const key = 'firebase:redirectEvent:k:shop';
  const claims = JSON.stringify({ sub: 'g-1', email: 'asha@gmail.test', email_verified: true });
  const urlResponse = `http://localhost/api/account/emulator-sign-in?providerId=google.com&id_token=${encodeURIComponent(claims)}`;

  afterEach(() => sessionStorage.clear());

  it('is the stand-in ID token of the page it kept, taken once', () => {
    sessionStorage.setItem(key, JSON.stringify({ type: 'signInViaRedirect', urlResponse, error: null }));
    expect(takeEmulatorResult(sessionStorage, key)).toBe(claims);
    expect(takeEmulatorResult(sessionStorage, key)).toBeNull();
  });

  it('is nothing when the page kept nothing, and an internal error when it kept no token', () => {
    expect(takeEmulatorResult(sessionStorage, key)).toBeNull();
    sessionStorage.setItem(key, JSON.stringify({ type: 'signInViaRedirect', urlResponse: 'http://localhost/?providerId=google.com' }));
    expect(() => takeEmulatorResult(sessionStorage, key)).toThrow(expect.objectContaining({ code: 'auth/internal-error' }));
  });
});
