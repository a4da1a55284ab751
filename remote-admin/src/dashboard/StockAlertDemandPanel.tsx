import './StockAlertDemandPanel.messages';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import { stockAlertRoutes } from 'shared-contracts/api/stock-alerts';
import { isApiError } from 'shared-contracts/api/api-error';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';

/**
 * The dashboard's back-in-stock demand (issue 36 item 2): confirmed alerts still waiting, per
 * product and variant, most wanted first; what to make next. Reads GET /api/admin/stock-alerts on
 * its own; a role without the permission (catalogue or reports) sees nothing of it.
 */
export function StockAlertDemandPanel() {
  const { t } = useTranslation('admin');
  const { data, error } = useApiQuery(stockAlertRoutes.adminStockAlertDemand);
  if (isApiError(error) && error.status === 403) return null;
  return (
    <Card title={t('stockAlerts.title')} size="small" style={{ marginBottom: 16 }} data-testid="stock-alert-demand" extra={data ? t('stockAlerts.total', { count: data.total }) : undefined}>
      <p style={{ marginTop: 0 }}>{t('stockAlerts.intro')}</p>
      {!data ? (
        error !== undefined ? (
          <p role="alert">
            {t('stockAlerts.failed')} {apiErrorMessage(error)}
          </p>
        ) : (
          <p aria-busy="true" />
        )
      ) : data.items.length === 0 ? (
        <p style={{ margin: 0 }}>{t('stockAlerts.none')}</p>
      ) : (
        <table style={{ width: '100%' }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left' }}>{t('stockAlerts.product')}</th>
              <th style={{ textAlign: 'left' }}>{t('stockAlerts.variant')}</th>
              <th style={{ textAlign: 'right' }}>{t('stockAlerts.waiting')}</th>
              <th style={{ textAlign: 'right' }}>{t('stockAlerts.stock')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={`${item.productId}/${item.variantId ?? ''}`} data-testid="stock-alert-row">
                <td>{item.title}</td>
                <td>{item.variant ?? '—'}</td>
                <td style={{ textAlign: 'right' }}>
                  <strong>{item.waiting}</strong>
                </td>
                <td style={{ textAlign: 'right' }}>{item.stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
