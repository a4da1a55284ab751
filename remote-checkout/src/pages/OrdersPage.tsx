import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/ui/router';
import Empty from 'antd/es/empty';
import Typography from 'antd/es/typography';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { LinkButton } from 'shared-contracts/ui/LinkButton';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';

/** The customer's orders (/accounts/orders), for the user signed in through the shared identity. */
export default function OrdersPage() {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const user = useRequireIdentity();
  return (
    <article>
      <Typography.Title level={1}>{t('orders.title')}</Typography.Title>
      <Typography.Paragraph style={{ maxWidth: '44rem' }}>{t('orders.intro')}</Typography.Paragraph>
      {user === undefined ? null : user === null ? (
        <Typography.Paragraph data-testid="orders-signed-out">
          {t('orders.signedOut')} <Link to={to('/login')}>{t('orders.signIn')}</Link>
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph data-testid="orders-signed-in">{t('orders.signedInAs', { email: user.email ?? user.uid })}</Typography.Paragraph>
      )}
      <Empty description={t('orders.empty')} style={{ padding: '3rem 1rem' }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: '1.25rem' }}>
          <LinkButton to={to('/shop')} type="primary">
            {t('orders.toShop')}
          </LinkButton>
          <Link to={to('/accounts')}>{t('orders.toAccount')}</Link>
        </div>
      </Empty>
    </article>
  );
}
