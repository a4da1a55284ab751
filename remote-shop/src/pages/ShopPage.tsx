import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/ui/router';
import Empty from 'antd/es/empty';
import Typography from 'antd/es/typography';
import { useLocale } from 'shared-contracts/ui/useLocale';

/** The catalogue (/shop). Products arrive with the shop API; until then an honest empty state. */
export default function ShopPage() {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  return (
    <article>
      <Typography.Title level={1}>{t('shop.title')}</Typography.Title>
      <Typography.Paragraph style={{ maxWidth: '44rem' }}>{t('shop.intro')}</Typography.Paragraph>
      <Empty description={t('shop.empty')} style={{ padding: '3rem 1rem' }}>
        <Link to={to('/about-us')}>{t('shop.meanwhile')}</Link>
      </Empty>
    </article>
  );
}
