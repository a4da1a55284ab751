import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/ui/router';
import Steps from 'antd/es/steps';
import Typography from 'antd/es/typography';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';

/** The order of checkout, as it will run once the cart exists. */
const STEPS = ['address', 'gstin', 'review', 'pay'] as const;

/** Steps not yet reached are greyed out by antd; here they are the text to read, so keep it legible. */
const legible = { itemTitle: { color: 'var(--ant-color-text)' }, itemContent: { color: 'var(--ant-color-text-secondary)' } };

/** Payment (/payment): what paying involves. The forms arrive with the cart and the shop API. */
export default function PaymentPage() {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  useRequireIdentity();
  return (
    <article style={{ maxWidth: '48rem' }}>
      <Typography.Title level={1}>{t('payment.title')}</Typography.Title>
      <Typography.Paragraph>{t('payment.intro')}</Typography.Paragraph>
      <section aria-label={t('payment.steps')} style={{ margin: '2rem 0' }}>
        <Steps
          orientation="vertical"
          // Nothing is under way yet: no step is current.
          current={-1}
          styles={legible}
          items={STEPS.map((step) => ({
            key: step,
            title: t(`payment.${step}.title`),
            content: t(`payment.${step}.text`),
          }))}
        />
      </section>
      <Link to={to('/cart')}>{t('payment.toCart')}</Link>
    </article>
  );
}
