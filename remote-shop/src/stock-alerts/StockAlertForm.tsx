import './StockAlerts.messages';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stockAlertRoutes } from 'shared-contracts/api/stock-alerts';
import { isApiError } from 'shared-contracts/api/api-error';
import { email as emailRule, required } from 'shared-contracts/validation/rules';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { BUTTON } from './button';

/**
 * "Tell me when it is back" on a sold-out product or variant (issue 36 item 2): an e-mail address,
 * judged by the shared rules here and by the API, then a confirmation link is mailed (double opt-in).
 * Loaded by the product page only once it runs in the browser and the item shown is sold out.
 */
export default function StockAlertForm({ productId, variantId }: { productId: string; variantId?: string }) {
  const { t } = useTranslation('shop');
  const inputId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // the API's word on the field (in stock meanwhile, a bad address) before its general message
  const asking = useApiMutation(stockAlertRoutes.requestStockAlert, {
    showError: (message, error) => setProblem((isApiError(error) ? Object.values(error.fields).flat()[0] : undefined) ?? message),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const verdict = [required, emailRule].map((rule) => rule(value.trim())).find((result) => result !== true);
    if (verdict) return setProblem(verdict);
    setProblem(null);
    const done = await asking.mutate({ body: { productId, ...(variantId ? { variantId } : {}), email: value.trim() } });
    if (done.ok) setSentTo(value.trim());
  };

  // another variant chosen: the form starts again
  const [shownFor, setShownFor] = useState(`${productId}/${variantId ?? ''}`);
  if (shownFor !== `${productId}/${variantId ?? ''}`) {
    setShownFor(`${productId}/${variantId ?? ''}`);
    setSentTo(null);
    setProblem(null);
  }

  if (sentTo) return <p role="status" data-testid="stock-alert-sent">{t('stockAlert.sent', { email: sentTo })}</p>;
  return (
    <form className="stock-alert" onSubmit={(event) => void submit(event)} noValidate data-testid="stock-alert">
      <p style={{ margin: 0 }}>{t('stockAlert.intro')}</p>
      <div style={{ display: 'flex', gap: '.5rem', flexWrap: 'wrap' }}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('stockAlert.email')}
        </label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder={t('stockAlert.email')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          style={{ flex: '1 1 12rem', minHeight: 44, padding: '0 .75rem' }}
        />
        <button type="submit" disabled={asking.busy} style={BUTTON}>
          {t('stockAlert.submit')}
        </button>
      </div>
      {problem && (
        <p id={`${inputId}-problem`} role="alert" style={{ margin: 0 }}>
          {problem}
        </p>
      )}
    </form>
  );
}
