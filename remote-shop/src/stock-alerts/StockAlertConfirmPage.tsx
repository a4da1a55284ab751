import './StockAlerts.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stockAlertRoutes, type StockAlertConfirmed } from 'shared-contracts/api/stock-alerts';
import { STOCK_ALERT_TOKEN_PARAM } from 'shared-contracts/domain/stock-alerts';
import { productPath } from 'shared-contracts/routes/paths';
import { Link, useSearchParams } from 'shared-contracts/ui/router';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { BUTTON } from './button';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { ShopStyles } from '../ui/ShopStyles';

/**
 * Where a back-in-stock alert's confirmation e-mail leads (`?token=`): a button confirms it (a mail
 * scanner's visit to the link confirms nothing), then the page says what happens next.
 */
export default function StockAlertConfirmPage() {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  const [params] = useSearchParams();
  const token = params.get(STOCK_ALERT_TOKEN_PARAM) ?? '';
  const [done, setDone] = useState<StockAlertConfirmed | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirming = useApiMutation(stockAlertRoutes.confirmStockAlert, { showError: (message) => setRefusal(message) });
  const confirm = async () => {
    setRefusal(null);
    const answer = await confirming.mutate({ body: { token } });
    if (answer.ok) setDone(answer.data);
  };
  const title = done ? (done.product.variant ? `${done.product.title} (${done.product.variant})` : done.product.title) : '';
  return (
    <article style={{ maxWidth: '40rem' }} data-testid="stock-alert-confirm">
      <ShopStyles />
      <h1>{t('stockAlert.title')}</h1>
      {!/^[0-9a-f]{64}$/.test(token) ? (
        <p role="alert">{t('stockAlert.noToken')}</p>
      ) : done ? (
        <>
          <p role="status">{done.inStock ? t('stockAlert.inStock', { title }) : t('stockAlert.waiting', { title })}</p>
          <Link to={to(productPath(done.product.slug))}>{t('stockAlert.see')}</Link>
        </>
      ) : (
        <>
          <p>{t('stockAlert.confirmText')}</p>
          <button type="button" disabled={confirming.busy} onClick={() => void confirm()} style={BUTTON}>
            {t('stockAlert.confirm')}
          </button>
          {refusal && <p role="alert">{refusal}</p>}
        </>
      )}
    </article>
  );
}
