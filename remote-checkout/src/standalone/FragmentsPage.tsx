import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import Typography from 'antd/es/typography';
import AddToCart from '../fragments/AddToCart';
import MiniCart from '../fragments/MiniCart';

/** Standalone only: the fragments this remote lends to other apps' pages, in each state. */
export function FragmentsPage() {
  const { t } = useTranslation('checkout');
  return (
    <article>
      <Typography.Title level={1}>{t('standalone.fragmentsTitle')}</Typography.Title>
      <Typography.Paragraph>{t('standalone.fragmentsIntro')}</Typography.Paragraph>
      <Typography.Title level={2}>{t('standalone.miniCart')}</Typography.Title>
      <MiniCart />
      <Typography.Title level={2}>{t('standalone.inStock')}</Typography.Title>
      <AddToCart productId="demo-in-stock" stock={12} />
      <Typography.Title level={2}>{t('standalone.soldOut')}</Typography.Title>
      <AddToCart productId="demo-sold-out" stock={0} />
    </article>
  );
}
