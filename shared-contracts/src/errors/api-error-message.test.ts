import { API_ERROR_CODES, CLIENT_ERROR_CODES } from 'shared-contracts/api/error-codes';
import { ApiError } from 'shared-contracts/api/api-error';
import { LOCALES } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { apiErrorMessage } from './api-error-message';
import { errorMessages } from './messages';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('apiErrorMessage', () => {
  it('has a message for every code the API or the client can produce, in every language', () => {
    for (const lng of LOCALES) {
      for (const code of [...API_ERROR_CODES, ...CLIENT_ERROR_CODES]) {
        expect([lng, code, errorMessages[lng][`api.${code}`]]).toEqual([lng, code, expect.any(String)]);
      }
    }
  });

  it('reads the code of an ApiError', () => {
    expect(apiErrorMessage(new ApiError(409, 'out_of_stock', 'server text'))).toBe('Some items are no longer in stock.');
    expect(apiErrorMessage(new ApiError(0, 'network', 'offline'))).toBe('Network error. Please check your connection and try again.');
    expect(apiErrorMessage('rate_limited')).toBe('Too many requests. Please wait a moment and try again.');
  });

  it('falls back to the generic message', () => {
    expect(apiErrorMessage({ code: 'teapot' })).toBe('Something went wrong. Please try again.');
    expect(apiErrorMessage(new Error('x'))).toBe('Something went wrong. Please try again.');
  });

  it('speaks Spanish and French', async () => {
    await i18n.changeLanguage('es');
    expect(apiErrorMessage('payment_declined')).toBe('El pago ha sido rechazado. No se ha realizado ningún cargo.');
    await i18n.changeLanguage('fr');
    expect(apiErrorMessage('payment_declined')).toBe("Le paiement a été refusé. Aucun montant n'a été débité.");
  });
});
