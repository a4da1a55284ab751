import './CartReminderPanel.messages';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import { cartReminderRoutes } from 'shared-contracts/api/cart-reminders';
import { isApiError } from 'shared-contracts/api/api-error';
import { formatMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';

/**
 * The dashboard's cart reminders (issue 36 item 3): over the last 30 days, the reminders sent, the
 * carts opened from one, and the orders placed after one with their value. Reads GET
 * /api/admin/reports/cart-reminders on its own; a role without the reports permission sees nothing of it.
 */
export function CartReminderPanel() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const { data, error } = useApiQuery(cartReminderRoutes.adminCartReminderReport, { query: { days: 30 } });
  if (isApiError(error) && error.status === 403) return null;
  const figures = data && [
    { label: t('cartReminders.panel.sent'), value: String(data.sent), detail: t('cartReminders.panel.sentDetail', { first: data.firstSent, second: data.secondSent }) },
    { label: t('cartReminders.panel.restored'), value: String(data.restored) },
    { label: t('cartReminders.panel.orders'), value: String(data.orders) },
    { label: t('cartReminders.panel.revenue'), value: formatMoney(data.revenue, locale) },
    { label: t('cartReminders.panel.unsubscribed'), value: String(data.unsubscribed) },
  ];
  return (
    <Card title={t('cartReminders.panel.title')} size="small" style={{ marginBottom: 16 }} data-testid="cart-reminder-report">
      <p style={{ marginTop: 0 }}>{t('cartReminders.panel.intro')}</p>
      {!figures ? (
        error !== undefined ? (
          <p role="alert">
            {t('cartReminders.panel.failed')} {apiErrorMessage(error)}
          </p>
        ) : (
          <p aria-busy="true" />
        )
      ) : (
        <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: '0.5rem 1rem', margin: 0 }}>
          {figures.map(({ label, value, detail }) => (
            <div key={label}>
              <dt style={{ fontSize: '0.85em', opacity: 0.75 }}>{label}</dt>
              <dd style={{ margin: 0, fontSize: '1.4em', fontWeight: 600 }} data-testid="cart-reminder-figure">
                {value}
              </dd>
              {detail && <dd style={{ margin: 0, fontSize: '0.85em' }}>{detail}</dd>}
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
