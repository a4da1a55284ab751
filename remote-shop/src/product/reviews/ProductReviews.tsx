import './ProductReviews.messages';
import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import type { ProductReviews as ProductReviewsData, PublicReview } from 'shared-contracts/api/reviews';
import { REVIEW_UNSUBSCRIBE_PARAM, type ReviewSort } from 'shared-contracts/domain/reviews';
import { formatDate } from 'shared-contracts/i18n/dates';
import { ApiDataContext, apiDataFromPage, apiQueryKey, useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useHydrated } from 'shared-contracts/ui/useHydrated';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useUser } from 'shared-contracts/ui/useUser';
import { ProductImage } from 'shared-contracts/ui/ProductImage';
import { Stars } from './Stars';
import { ReviewStyles } from './ReviewStyles';
import { localizePath } from 'shared-contracts/i18n/locales';
import { productPath } from 'shared-contracts/routes/paths';
import { usePublicOrigin } from 'shared-contracts/ui/PageHead';


export const REVIEWS_PAGE_SIZE = 5;

/** The review form and the unsubscribe button: only for a signed-in visitor, in a chunk of their own. */
const ReviewAction = lazy(() => import(/* webpackChunkName: "review-form" */ './ReviewAction'));

/** JSON-LD for a data block: '<' escaped, so a review's text never ends the script element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A product's reviews (issue 36 item 1): the average and the distribution of the stars, the
 * reviews newest or most helpful first with paging, each a verified buyer's with the shop's reply,
 * a helpful vote and a report button; `AggregateRating` and `Review` as JSON-LD. Rendered by the
 * server in the page's HTML; in the browser, loaded when it comes near the screen (ReviewsSlot).
 */
export default function ProductReviews({ productId, title, slug }: { productId: string; title: string; slug: string }) {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  const url = `${usePublicOrigin()}${localizePath(productPath(slug), locale)}`;
  const user = useUser();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const input = { params: { id: productId }, query: { sort, page, pageSize: REVIEWS_PAGE_SIZE } };
  // the first page as the page carried it: drawn at once when this chunk takes over the server's markup
  const source = useContext(ApiDataContext);
  const carried = useMemo(() => {
    if (source?.load) return undefined;
    const entry = apiDataFromPage().get(apiQueryKey(lightRoutes.productReviews, { params: { id: productId }, query: { sort: 'newest', page: 1, pageSize: REVIEWS_PAGE_SIZE } }));
    return entry && 'data' in entry ? (entry.data as ProductReviewsData) : undefined;
  }, [productId, source]);
  // the first page the page carried is not asked for again (until a review is sent: `round`)
  const useCarried = carried !== undefined && sort === 'newest' && page === 1 && round === 0;
  const reviews = useApiQuery(useCarried ? null : lightRoutes.productReviews, input);
  const data = useCarried ? carried : reviews.data;
  const [votes, setVotes] = useState<Record<string, number>>({});
  const hydrated = useHydrated();

  const unsubscribing = hydrated && new URLSearchParams(window.location.search).has(REVIEW_UNSUBSCRIBE_PARAM);
  // not here yet (or an answer without figures)
  if (!data?.summary) return <h2 id="reviews-title">{t('reviews.title')}</h2>;
  const { summary } = data;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const jsonLd =
    summary.count > 0
      ? {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: title,
          url,
          aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.average, bestRating: 5, worstRating: 1, reviewCount: summary.count },
          review: data.items.map((review) => ({
            '@type': 'Review',
            name: review.title,
            ...(review.text && { reviewBody: review.text }),
            datePublished: review.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: review.authorName },
            reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
          })),
        }
      : null;

  return (
    <>
      <ReviewStyles />
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />}
      {summary.count === 0 ? (
        <p>{t('reviews.none')}</p>
      ) : (
        <div className="reviews-summary" data-testid="reviews-summary">
          <div>
            <div className="reviews-summary__average">{t('reviews.average', { average: summary.average.toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}</div>
            <Stars value={summary.average} />
            <div>{t('reviews.count', { count: summary.count })}</div>
          </div>
          <ul className="reviews-distribution" aria-label={t('reviews.title')}>
            {(['5', '4', '3', '2', '1'] as const).map((stars) => (
              <li key={stars} aria-label={t('reviews.starsOf', { stars, count: summary.distribution[stars] })}>
                <span aria-hidden="true">{stars}★</span>
                <span className="reviews-distribution__bar" aria-hidden="true">
                  <span style={{ width: `${summary.count ? (summary.distribution[stars] / summary.count) * 100 : 0}%` }} />
                </span>
                <span aria-hidden="true">{summary.distribution[stars]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {hydrated && ((user && !user.anonymous) || unsubscribing) && (
        <Suspense fallback={null}>
          <ReviewAction productId={productId} onReviewed={() => (round === 0 ? setRound(1) : reviews.reload())} />
        </Suspense>
      )}
      {summary.count > 1 && (
        <label className="reviews-sort">
          {t('reviews.sort')}{' '}
          <select
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as ReviewSort);
              setPage(1);
            }}
          >
            <option value="newest">{t('reviews.sort.newest')}</option>
            <option value="helpful">{t('reviews.sort.helpful')}</option>
          </select>
        </label>
      )}
      <ol className="reviews-list" aria-busy={reviews.loading ? 'true' : undefined}>
        {data.items.map((review) => (
          <Review key={review.id} review={review} helpful={votes[review.id] ?? review.helpfulCount} onVoted={(count) => setVotes((all) => ({ ...all, [review.id]: count }))} />
        ))}
      </ol>
      {pages > 1 && (
        <nav className="reviews-paging" aria-label={t('reviews.page', { page, pages })}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('reviews.previous')}
          </button>
          <span>{t('reviews.page', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('reviews.next')}
          </button>
        </nav>
      )}
    </>
  );
}

function Review({ review, helpful, onVoted }: { review: PublicReview; helpful: number; onVoted: (count: number) => void }) {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  const user = useUser();
  const [busy, setBusy] = useState(false);
  const [reported, setReported] = useState(false);
  const signedIn = Boolean(user && !user.anonymous);

  // the write path (schemas, toasts) loads on the first press
  async function press(action: 'vote' | 'report') {
    const votes = await import(/* webpackChunkName: "review-votes" */ './reviewVotes');
    if (!signedIn) return votes.askToSignIn();
    setBusy(true);
    if (action === 'vote') {
      const count = await votes.voteHelpful(review.id);
      if (count !== null) onVoted(count);
    } else if (await votes.reportReview(review.id)) setReported(true);
    setBusy(false);
  }

  return (
    <li className="review" data-testid="review">
      <Stars value={review.stars} />
      <h3 className="review__title">{review.title}</h3>
      <p className="review__by">
        {t('reviews.by', { name: review.authorName, date: formatDate(review.createdAt, locale) })}
        {review.verifiedBuyer && <span className="review__verified">{t('reviews.verified')}</span>}
      </p>
      {review.text && <p style={{ whiteSpace: 'pre-line' }}>{review.text}</p>}
      {review.photos.length > 0 && (
        <div className="review__photos">
          {review.photos.map((photo, index) => (
            <a key={photo.url} href={photo.variants?.at(-1)?.url ?? photo.url} target="_blank" rel="noreferrer">
              <ProductImage image={photo} width={96} height={96} sizes="96px" alt={t('reviews.photo', { n: index + 1, name: review.authorName })} style={{ objectFit: 'cover' }} />
            </a>
          ))}
        </div>
      )}
      {review.reply && (
        <blockquote className="review__reply">
          <strong>{t('reviews.reply')}</strong>
          <p style={{ whiteSpace: 'pre-line' }}>{review.reply}</p>
        </blockquote>
      )}
      <div className="review__actions">
        <button type="button" onClick={() => void press('vote')} disabled={busy}>
          {t('reviews.helpful', { count: helpful })}
        </button>
        <button type="button" onClick={() => void press('report')} disabled={busy || reported}>
          {t('reviews.report')}
        </button>
      </div>
    </li>
  );
}
