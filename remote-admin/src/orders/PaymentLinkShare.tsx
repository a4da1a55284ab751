import './DraftOrders.messages';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import type { PaymentLink } from 'shared-contracts/domain/order-edit';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { notify } from 'shared-contracts/platform/toast';
import { useLocale } from 'shared-contracts/ui/useLocale';

/** A payment link to hand over: its address to copy, a WhatsApp message with it, the amount and its end. */
export function PaymentLinkShare({ link, emailed }: { link: PaymentLink; emailed: boolean }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const copy = async () => {
    await navigator.clipboard.writeText(link.url);
    notify(t('link.copied'), 'success');
  };
  return (
    <section aria-label={t('link.title')} data-testid="payment-link">
      <h3>{t('link.title')}</h3>
      <p>{t('link.amount', { amount: formatMoney(link.amount, locale), date: formatDate(link.expiresAt, locale, 'dateTime') })}</p>
      {emailed ? <p role="status">{t('link.emailed')}</p> : null}
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={link.url} aria-label={t('link.url')} data-testid="payment-link-url" />
        <Button type="primary" onClick={() => void copy()}>
          {t('link.copy')}
        </Button>
      </Space.Compact>
      {link.whatsappUrl ? (
        <p>
          <a href={link.whatsappUrl} target="_blank" rel="noreferrer">
            {t('link.whatsapp')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
