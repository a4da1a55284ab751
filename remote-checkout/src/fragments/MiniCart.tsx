import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/ui/router';
import Badge from 'antd/es/badge';
import ShoppingCartOutlined from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useCartCount } from './useCartCount';

/** The mini-cart in the shop's header: a link to the cart with the number of items in it. */
export default function MiniCart() {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const count = useCartCount();
  return (
    <Link
      to={to('/cart')}
      aria-label={t('miniCart.label', { count })}
      title={t('miniCart.label', { count })}
      className="mini-cart"
      style={{ display: 'inline-flex', color: 'inherit', padding: '0.25rem' }}
    >
      <Badge count={count} size="small">
        <ShoppingCartOutlined aria-hidden style={{ fontSize: 22 }} />
      </Badge>
    </Link>
  );
}
