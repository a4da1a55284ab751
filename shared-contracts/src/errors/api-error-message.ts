import { i18n } from 'shared-contracts/platform/i18n';

/**
 * The user-facing message for an API failure, in the current language, from its `code`
 * (an ApiError, any `{ code }`, or the code itself). Unknown codes get the generic message.
 * Per-field messages are not here: they come with the error, already in the user's language.
 */
export function apiErrorMessage(error: unknown): string {
  const code =
    typeof error === 'string' ? error : typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  const key = `api.${typeof code === 'string' ? code : 'unknown'}`;
  return i18n.exists(key, { ns: 'errors' }) ? i18n.t(key, { ns: 'errors' }) : i18n.t('api.unknown', { ns: 'errors' });
}
