import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-contracts/ui/router';
import Empty from 'antd/es/empty';
import Typography from 'antd/es/typography';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { LinkButton } from 'shared-contracts/ui/LinkButton';
import { readableSlug } from './readableSlug';

/** A product (/shop/:slug). Its details arrive with the shop API; the heading names it by its slug. */
export default function ProductPage() {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  const { slug = '' } = useParams();
  return (
    <article>
      <Typography.Title level={1}>{readableSlug(slug)}</Typography.Title>
      <Empty description={t('product.text')} style={{ padding: '3rem 1rem', maxWidth: '44rem' }}>
        <LinkButton to={to('/shop')}>{t('product.back')}</LinkButton>
      </Empty>
    </article>
  );
}
