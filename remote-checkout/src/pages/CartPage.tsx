import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import Empty from 'antd/es/empty';
import Typography from 'antd/es/typography';
import { FREE_SHIPPING_THRESHOLD } from 'shared-contracts/domain/cart';
import { formatMoney } from 'shared-contracts/domain/money';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { LinkButton } from 'shared-contracts/ui/LinkButton';

/** The cart (/cart). Its lines arrive with the shop API; until then it is, honestly, empty. */
export default function CartPage() {
  const { t } = useTranslation('checkout');
  const { locale, to } = useLocale();
  return (
    <article>
      <Typography.Title level={1}>{t('cart.title')}</Typography.Title>
      <Typography.Paragraph style={{ maxWidth: '44rem' }}>
        {t('cart.intro', { threshold: formatMoney(FREE_SHIPPING_THRESHOLD, locale) })}
      </Typography.Paragraph>
      <Empty description={t('cart.empty')} style={{ padding: '3rem 1rem' }}>
        <LinkButton to={to('/shop')} type="primary">
          {t('cart.toShop')}
        </LinkButton>
      </Empty>
    </article>
  );
}
