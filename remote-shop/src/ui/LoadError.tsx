import './LoadError.messages';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';

/** Why a part of the page could not be loaded, with a button to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('shop');
  return (
    <p role="alert">
      {apiErrorMessage(error)}{' '}
      <button type="button" className="btn" onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
