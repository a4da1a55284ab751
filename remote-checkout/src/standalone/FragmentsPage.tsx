import './standalone.messages';
import { useTranslation } from 'react-i18next';
import Typography from 'antd/es/typography';
import AddToCart from '../cart/AddToCart';
import MiniCart from '../cart/MiniCart';

const demoProduct = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'demo-product',
  title: 'Demo product',
  price: 49_900,
  gstRate: 12 as const,
  image: null,
  stockLevel: 'in_stock' as const,
};

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
      <AddToCart product={demoProduct} />
      <Typography.Title level={2}>{t('standalone.soldOut')}</Typography.Title>
      <AddToCart product={{ ...demoProduct, stockLevel: 'sold_out' }} />
    </article>
  );
}
