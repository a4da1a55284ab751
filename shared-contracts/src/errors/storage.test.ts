import { i18n } from 'shared-contracts/platform/i18n';
import {
  backoffDelays,
  isRetryableStorageStatus,
  storageCodeForStatus,
  storageErrorMessage,
  STORAGE_BACKOFF_MAX_FACTOR,
  STORAGE_ERROR_CODES,
  STORAGE_MAX_OPERATION_RETRY_MS,
  STORAGE_MAX_UPLOAD_RETRY_MS,
} from './storage';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('storageErrorMessage', () => {
  it.each([
    ['object-not-found', 'Object does not exist. (storage/object-not-found)'],
    ['unauthenticated', 'User is not authenticated, please authenticate and try again. (storage/unauthenticated)'],
    ['unauthorized', 'User does not have permission to access the path. (storage/unauthorized)'],
    ['retry-limit-exceeded', 'Max retry time for operation exceeded, please try again. (storage/retry-limit-exceeded)'],
    ['canceled', 'User canceled the upload/download. (storage/canceled)'],
  ])('gives the spec text for %s', (code, expected) => {
    expect(storageErrorMessage(code)).toBe(expected);
  });

  it('accepts the prefixed code and falls back to unknown', () => {
    expect(storageErrorMessage('storage/object-not-found')).toBe('Object does not exist. (storage/object-not-found)');
    expect(storageErrorMessage('no-such-code')).toBe('An unknown error occurred. (storage/unknown)');
  });

  it('has a message for every spec §8 code', () => {
    expect(STORAGE_ERROR_CODES).toHaveLength(22);
    for (const code of STORAGE_ERROR_CODES) {
      expect(storageErrorMessage(code)).toMatch(new RegExp(`^[^(]+\\S \\(storage/${code}\\)$`));
      expect(storageErrorMessage(code)).not.toContain(`storage/${code} (`);
    }
  });

  it('speaks Spanish and French, keeping the code', async () => {
    await i18n.changeLanguage('es');
    expect(storageErrorMessage('object-not-found')).toBe('El objeto no existe. (storage/object-not-found)');
    expect(storageErrorMessage('canceled')).toBe('El usuario canceló la subida o la descarga. (storage/canceled)');
    await i18n.changeLanguage('fr');
    expect(storageErrorMessage('object-not-found')).toBe("L'objet n'existe pas. (storage/object-not-found)");
    expect(storageErrorMessage('unauthorized')).toBe(
      "L'utilisateur n'a pas l'autorisation d'accéder à ce chemin. (storage/unauthorized)",
    );
  });
});

describe('storageCodeForStatus', () => {
  it('maps statuses as spec §8 says', () => {
    expect(storageCodeForStatus(401)).toBe('unauthenticated');
    expect(storageCodeForStatus(401, { appCheckInvalid: true })).toBe('unauthorized-app');
    expect(storageCodeForStatus(402)).toBe('quota-exceeded');
    expect(storageCodeForStatus(403)).toBe('unauthorized');
    expect(storageCodeForStatus(403, { appCheckInvalid: true })).toBe('unauthorized');
    expect(storageCodeForStatus(404)).toBe('object-not-found');
    expect(storageCodeForStatus(500)).toBe('unknown');
    expect(storageCodeForStatus(418)).toBe('unknown');
  });
});

describe('storage retry policy (spec §9)', () => {
  it('has the spec constants', () => {
    expect(STORAGE_MAX_OPERATION_RETRY_MS).toBe(120_000);
    expect(STORAGE_MAX_UPLOAD_RETRY_MS).toBe(600_000);
    expect(STORAGE_BACKOFF_MAX_FACTOR).toBe(64);
  });

  it('retries 5xx, 408 and 429 only', () => {
    for (const status of [500, 502, 503, 504, 599, 408, 429]) expect(isRetryableStorageStatus(status)).toBe(true);
    for (const status of [200, 400, 401, 403, 404, 409, 425, 600]) expect(isRetryableStorageStatus(status)).toBe(false);
  });

  it('doubles the wait up to 64 times the base, within the 2-minute budget', () => {
    expect(backoffDelays()).toEqual([1000, 2000, 4000, 8000, 16000, 32000]);
  });

  it('stays at 64 times the base for the 10-minute upload budget', () => {
    const delays = backoffDelays(STORAGE_MAX_UPLOAD_RETRY_MS);
    expect(delays.slice(0, 7)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000]);
    expect(Math.max(...delays)).toBe(64000);
    expect(delays.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(STORAGE_MAX_UPLOAD_RETRY_MS);
    expect(delays).toHaveLength(14);
  });

  it('takes a custom base', () => {
    expect(backoffDelays(10, 1)).toEqual([1, 2, 4]);
    expect(backoffDelays(0)).toEqual([]);
  });
});
