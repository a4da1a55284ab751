import '../i18n/messages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import type { AddToCartProps } from 'shared-contracts/remotes/contracts';

/**
 * The add-to-cart fragment for the product page. The cart arrives with the shop API, so for now the
 * button is always disabled and says why; `productId` and `quantity` are used once it can add.
 */
export default function AddToCart({ product }: AddToCartProps) {
  const { t } = useTranslation('checkout');
  const noteId = useId();
  const soldOut = product.stockLevel === 'sold_out';
  return (
    <span className="add-to-cart" style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' }}>
      <Button type="primary" size="large" disabled aria-describedby={noteId}>
        {t('addToCart.label')}
      </Button>
      <Typography.Text type="secondary" id={noteId}>
        {soldOut ? t('addToCart.soldOut') : t('addToCart.notYet')}
      </Typography.Text>
    </span>
  );
}
