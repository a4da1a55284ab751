import './MiniCart.messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/ui/router';
import useToken from 'antd/es/theme/useToken';
import { FRAGMENT_BOXES } from 'shared-contracts/remotes/contracts';
import { PATHS } from 'shared-contracts/routes/paths';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useEffect } from 'react';
import { startCart } from './store';
import { useCartCount } from './useCartCount';

/**
 * The mini-cart in the shop's header, on every page: a link to the cart with the number of items
 * in it. Deliberately plain (an inline icon and a count in the theme's colours, no antd component):
 * it is part of every first visit.
 */
export default function MiniCart() {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const [, token] = useToken();
  const count = useCartCount();
  // The mini-cart is on every page: it starts the cart, which announces its count.
  useEffect(startCart, []);
  const label = t('miniCart.label', { count });
  return (
    <Link
      to={to(PATHS.cart)}
      aria-label={label}
      title={label}
      className="mini-cart"
      style={{ ...FRAGMENT_BOXES.checkout?.['./MiniCart'], position: 'relative', display: 'inline-flex', color: 'inherit', padding: 10 }}
    >
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M2.5 3.5h2.6l2.3 11.2a1.6 1.6 0 0 0 1.6 1.3h8.3a1.6 1.6 0 0 0 1.6-1.2l1.6-7H6.2" />
        <circle cx="9.5" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="mini-cart-count"
          style={{
            position: 'absolute',
            top: 4,
            right: 0,
            minWidth: 18,
            height: 18,
            padding: '0 5px',
            borderRadius: 9,
            background: token.colorError,
            color: token.colorTextLightSolid,
            fontSize: 11,
            lineHeight: '18px',
            textAlign: 'center',
            fontWeight: 600,
          }}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
