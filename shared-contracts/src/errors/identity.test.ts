import { i18n } from 'shared-contracts/platform/i18n';
import { identityErrorCode, identityErrorMessage, IDENTITY_ERROR_CODES, shouldSignOut } from './identity';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('identityErrorMessage', () => {
  it('maps Firebase Auth errors to English messages', () => {
    expect(identityErrorMessage({ code: 'auth/wrong-password', message: 'Firebase: Error' })).toBe(
      'The e-mail or password is incorrect.',
    );
    expect(identityErrorMessage({ code: 'auth/email-already-in-use' })).toBe(
      'An account with this e-mail already exists.',
    );
    expect(identityErrorMessage('auth/popup-blocked')).toBe(
      'The sign-in window was blocked. Please allow pop-ups and try again.',
    );
    expect(identityErrorMessage({ code: 'auth/invalid-email' })).toBe('Invalid e-mail.');
  });

  it('gives every known code its own message, never the key', () => {
    for (const code of IDENTITY_ERROR_CODES) {
      const message = identityErrorMessage({ code });
      expect(message).not.toBe(code);
      expect(message).not.toBe('Sign-in failed. Please try again.');
    }
  });

  it('falls back to the generic message for unknown or missing codes', () => {
    expect(identityErrorMessage({ code: 'auth/something-new' })).toBe('Sign-in failed. Please try again.');
    expect(identityErrorMessage(new Error('boom'))).toBe('Sign-in failed. Please try again.');
    expect(identityErrorMessage({ code: 'storage/unknown' })).toBe('Sign-in failed. Please try again.');
    expect(identityErrorMessage(undefined)).toBe('Sign-in failed. Please try again.');
  });

  it('treats the newer login-credentials code as invalid credentials', () => {
    expect(identityErrorCode({ code: 'auth/invalid-login-credentials' })).toBe('auth/invalid-credential');
  });

  it('speaks Spanish and French', async () => {
    await i18n.changeLanguage('es');
    expect(identityErrorMessage({ code: 'auth/user-not-found' })).toBe(
      'No existe ninguna cuenta con este correo electrónico.',
    );
    expect(identityErrorMessage({ code: 'auth/nope' })).toBe('No se pudo iniciar sesión. Vuelve a intentarlo.');
    await i18n.changeLanguage('fr');
    expect(identityErrorMessage({ code: 'auth/too-many-requests' })).toBe(
      'Trop de tentatives. Veuillez patienter un instant puis réessayer.',
    );
    expect(identityErrorMessage({ code: 'auth/nope' })).toBe('La connexion a échoué. Veuillez réessayer.');
  });
});

describe('shouldSignOut', () => {
  it('is true only for a disabled account or an expired token', () => {
    expect(shouldSignOut('auth/user-disabled')).toBe(true);
    expect(shouldSignOut('auth/user-token-expired')).toBe(true);
    expect(shouldSignOut({ code: 'auth/user-disabled' })).toBe(true);
    expect(shouldSignOut('auth/wrong-password')).toBe(false);
    expect(shouldSignOut('auth/network-request-failed')).toBe(false);
    expect(shouldSignOut(undefined)).toBe(false);
  });
});
