import { COLORS } from 'shared-contracts/ui/theme';

/** The reviews' look, with their chunk (React puts it in the head once). */
const CSS = `
.product-reviews{margin-top:2.5rem;max-width:48rem}
.reviews-summary{display:flex;flex-wrap:wrap;gap:2rem;align-items:center;margin-bottom:1rem}
.reviews-summary__average{font-size:1.4rem;font-weight:600}
.reviews-distribution{list-style:none;margin:0;padding:0;min-width:14rem}
.reviews-distribution li{display:grid;grid-template-columns:2.5rem 1fr 2rem;gap:.5rem;align-items:center;font-size:.9rem}
.reviews-distribution__bar{display:block;height:.5rem;background:${COLORS.surfaceMuted};border-radius:.25rem;overflow:hidden}
.reviews-distribution__bar span{display:block;height:100%;background:#b8860b}
.reviews-list{list-style:none;margin:1rem 0 0;padding:0}
.review{border-top:1px solid ${COLORS.tableRule};padding:1rem 0}
.review__title{font-size:1rem;margin:.35rem 0}
.review__by{font-size:.85rem;color:${COLORS.textSecondary};margin:0 0 .5rem}
.review__verified{margin-inline-start:.5rem;color:${COLORS.primary};font-weight:600}
.review__photos{display:flex;gap:.5rem;margin:.5rem 0}
.review__photos img{width:96px;height:96px;border-radius:.25rem}
.review__reply{margin:.5rem 0;padding:.5rem .75rem;background:${COLORS.surfaceMuted};border-radius:.25rem}
.review__actions{display:flex;gap:.75rem}
.review__actions button,.reviews-paging button,.review-form button{font:inherit;padding:.3rem .75rem;border:1px solid ${COLORS.tableRule};background:${COLORS.surface};border-radius:.25rem;cursor:pointer}
.review-form button[type=submit]{background:${COLORS.primary};color:${COLORS.onPrimary};border-color:${COLORS.primary}}
.reviews-paging{display:flex;gap:1rem;align-items:center;margin-top:1rem}
.review-form{display:grid;gap:.75rem;margin:1rem 0;padding:1rem;border:1px solid ${COLORS.tableRule};border-radius:.5rem;background:${COLORS.surface}}
.review-form label{display:grid;gap:.25rem}
.review-form input[type=text],.review-form textarea{font:inherit;padding:.4rem;border:1px solid ${COLORS.tableRule};border-radius:.25rem}
.review-form fieldset{border:0;padding:0;margin:0;display:flex;gap:.75rem;flex-wrap:wrap}
.review-form__error{color:#b3261e;margin:0;font-size:.9rem}
`;

export function ReviewStyles() {
  return (
    <style href="product-reviews" precedence="default">
      {CSS}
    </style>
  );
}
