import './AddToCart.messages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import { Link } from 'shared-contracts/ui/router';
import { FRAGMENT_BOXES, type AddToCartProps } from 'shared-contracts/remotes/contracts';
import { PATHS } from 'shared-contracts/routes/paths';
import { COLORS } from 'shared-contracts/ui/theme';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { addProduct } from './store';
import { adjustmentMessage } from './adjustmentMessage';

type Outcome = { kind: 'added' | 'adjusted' | 'failed'; text: string } | null;

/**
 * The add-to-cart button of the product page (placed there by the host through the shop remote's
 * fragment slot). Works for a guest (the browser's cart) and a signed-in user (the server's); the
 * mini-cart follows at once through the event bus. Says what happened, next to the button.
 */
export default function AddToCart({ product, quantity = 1 }: AddToCartProps) {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const noteId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const soldOut = product.stockLevel === 'sold_out';

  async function add() {
    setBusy(true);
    setOutcome(null);
    try {
      const adjustments = await addProduct(product, quantity);
      setOutcome(
        adjustments.length > 0
          ? { kind: 'adjusted', text: adjustmentMessage(t, adjustments[0]!, product.title) }
          : { kind: 'added', text: t('addToCart.added', { count: quantity, title: product.title }) },
      );
    } catch (error) {
      setOutcome({ kind: 'failed', text: apiErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="add-to-cart" style={{ ...FRAGMENT_BOXES.checkout?.['./AddToCart'], display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' }}>
      <Button type="primary" size="large" disabled={soldOut} loading={busy} aria-describedby={noteId} onClick={() => void add()}>
        {t('addToCart.label')}
      </Button>
      <span id={noteId} role="status" style={{ color: outcome?.kind === 'failed' ? COLORS.error : undefined }}>
        {soldOut ? t('addToCart.soldOut') : outcome?.text}
        {outcome && outcome.kind !== 'failed' && (
          <>
            {' '}
            <Link to={to(PATHS.cart)}>{t('addToCart.viewCart')}</Link>
          </>
        )}
      </span>
    </div>
  );
}
