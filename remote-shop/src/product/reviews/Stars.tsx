import { useTranslation } from 'react-i18next';
import { COLORS } from 'shared-contracts/ui/theme';

const STAR_COLOR = '#b8860b';

/** Five stars filled to `value` (a rating of 1 to 5, tenths allowed), read out as "4.5 stars". */
export function Stars({ value, size = '1.1rem' }: { value: number; size?: string }) {
  const { t } = useTranslation('shop');
  return (
    <span role="img" aria-label={t('reviews.stars', { count: value })} data-testid="stars" style={{ position: 'relative', display: 'inline-block', fontSize: size, lineHeight: 1, color: COLORS.textSecondary }}>
      <span aria-hidden="true">☆☆☆☆☆</span>
      <span
        aria-hidden="true"
        style={{ position: 'absolute', insetInlineStart: 0, top: 0, overflow: 'hidden', whiteSpace: 'nowrap', color: STAR_COLOR, width: `${(Math.max(0, Math.min(5, value)) / 5) * 100}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
