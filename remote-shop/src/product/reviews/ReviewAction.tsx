import './ProductReviews.messages';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from 'shared-contracts/api/api-error';
import { REVIEW_RULES, REVIEW_UNSUBSCRIBE_PARAM, reviewRoutes, type MyReview } from 'shared-contracts/api/reviews';
import { downloadUrl } from 'shared-contracts/api/storage';
import { MAX_REVIEW_PHOTOS, REVIEW_STARS } from 'shared-contracts/domain/reviews';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { uploadObject } from 'shared-contracts/platform/storage';
import { notify } from 'shared-contracts/platform/toast';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useUser } from 'shared-contracts/ui/useUser';
import type { Rule } from 'shared-contracts/validation/rules';

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The first of the shared rules a value fails, as its message; null when it passes them all. */
const firstFailure = (rules: readonly Rule[], value: unknown): string | null => {
  for (const rule of rules) {
    const verdict = rule(value);
    if (verdict !== true) return verdict;
  }
  return null;
};

/**
 * What a signed-in visitor may do about the product's reviews: write one when a delivered order of
 * theirs holds it (the API judges it again: 403 otherwise), or see where theirs stands; and, from
 * the review request e-mail's link (?reviews-unsubscribe=), stop those e-mails.
 */
export default function ReviewAction({ productId, onReviewed }: { productId: string; onReviewed: () => void }) {
  const user = useUser();
  const signedIn = Boolean(user && !user.anonymous);
  const unsubscribe = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(REVIEW_UNSUBSCRIBE_PARAM);
  return (
    <>
      {unsubscribe && <Unsubscribe link={unsubscribe} />}
      {signedIn && user && <Eligibility productId={productId} uid={user.uid} onReviewed={onReviewed} />}
    </>
  );
}

function Unsubscribe({ link }: { link: string }) {
  const { t } = useTranslation('shop');
  const [order = '', token = ''] = link.split('.');
  const [done, setDone] = useState(false);
  const stopping = useApiMutation(reviewRoutes.unsubscribeReviewRequests);
  if (done) return <p role="status">{t('reviews.unsubscribed')}</p>;
  return (
    <p>
      <button
        type="button"
        className="review-unsubscribe"
        disabled={stopping.busy}
        onClick={async () => {
          const result = await stopping.mutate({ body: { order, token } });
          if (result.ok) setDone(true);
        }}
      >
        {t('reviews.unsubscribe')}
      </button>
    </p>
  );
}

function Eligibility({ productId, uid, onReviewed }: { productId: string; uid: string; onReviewed: () => void }) {
  const { t } = useTranslation('shop');
  const eligibility = useApiQuery(reviewRoutes.reviewEligibility, { params: { id: productId } });
  const [writing, setWriting] = useState(false);
  const [mine, setMine] = useState<MyReview | null>(null);
  const review = mine ?? eligibility.data?.review ?? null;
  if (review) {
    if (review.status === 'pending') return <p role="status">{t('reviews.mine.pending')}</p>;
    if (review.status === 'hidden') return <p role="status">{t('reviews.mine.hidden', { reason: review.hiddenReason ?? '' })}</p>;
    return null;
  }
  if (!eligibility.data?.eligible) return null;
  if (!writing) {
    return (
      <p>
        <button type="button" className="review-write" onClick={() => setWriting(true)} data-testid="review-write">
          {t('reviews.write')}
        </button>
      </p>
    );
  }
  return (
    <ReviewForm
      productId={productId}
      uid={uid}
      onCancel={() => setWriting(false)}
      onDone={(created) => {
        setMine(created);
        setWriting(false);
        notify(t(created.status === 'published' ? 'reviews.sent.published' : 'reviews.sent.pending'), 'success');
        onReviewed();
      }}
    />
  );
}

export function ReviewForm({ productId, uid, onDone, onCancel }: { productId: string; uid: string; onDone: (review: MyReview) => void; onCancel: () => void }) {
  const { t } = useTranslation('shop');
  const [stars, setStars] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = useApiMutation(reviewRoutes.createReview, {
    showError: (message, error) => {
      const fields = isApiError(error) ? error.fields ?? {} : {};
      setErrors(Object.keys(fields).length ? Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field.split('.')[0]!, messages.join(' ')])) : { form: message });
    },
  });

  async function addPhoto(file: File) {
    const extension = IMAGE_EXTENSIONS[file.type];
    if (!extension) return;
    setUploading(true);
    try {
      const name = `reviews/${uid}/${crypto.randomUUID().replace(/-/g, '')}.${extension}`;
      const object = await uploadObject(name, file, { contentType: file.type });
      setPhotos((list) => [...list, downloadUrl(name, object.downloadTokens.split(',')[0]!)]);
    } catch (error) {
      setErrors((all) => ({ ...all, photos: `${t('reviews.form.photoFailed')} ${apiErrorMessage(error)}` }));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (stars < 1) found.stars = t('reviews.form.chooseStars');
    const titleError = firstFailure(REVIEW_RULES.title, title.trim());
    if (titleError) found.title = titleError;
    const textError = firstFailure(REVIEW_RULES.text, text.trim());
    if (textError) found.text = textError;
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await sending.mutate({ params: { id: productId }, body: { stars, title, text, photos } });
    if (result.ok) onDone(result.data);
  }

  const error = (field: string) =>
    errors[field] ? (
      <p className="review-form__error" role="alert" id={`review-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="review-form" onSubmit={(event) => void submit(event)} data-testid="review-form" noValidate>
      <h3 style={{ margin: 0 }}>{t('reviews.form.title')}</h3>
      <fieldset aria-describedby={errors.stars ? 'review-stars-error' : undefined}>
        <legend>{t('reviews.form.stars')}</legend>
        {REVIEW_STARS.map((value) => (
          <label key={value} style={{ display: 'inline-flex', gap: '.25rem', alignItems: 'center' }}>
            <input type="radio" name="stars" value={value} checked={stars === value} onChange={() => setStars(value)} />
            {t('reviews.form.star', { count: value })}
          </label>
        ))}
      </fieldset>
      {error('stars')}
      <label>
        {t('reviews.form.headline')}
        <input type="text" value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} aria-invalid={errors.title ? 'true' : undefined} />
      </label>
      {error('title')}
      <label>
        {t('reviews.form.text')}
        <textarea rows={4} value={text} maxLength={2000} onChange={(event) => setText(event.target.value)} aria-invalid={errors.text ? 'true' : undefined} />
      </label>
      {error('text')}
      <label>
        {t('reviews.form.photos', { count: MAX_REVIEW_PHOTOS })}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label={t('reviews.form.photoAdd')}
          disabled={uploading || photos.length >= MAX_REVIEW_PHOTOS}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void addPhoto(file);
          }}
        />
      </label>
      {uploading && <span role="status">{t('reviews.form.photoUploading')}</span>}
      {photos.length > 0 && (
        <div style={{ display: 'flex', gap: '.5rem' }}>
          {photos.map((url) => (
            <img key={url} src={url} alt="" width={64} height={64} style={{ objectFit: 'cover' }} data-testid="review-photo" />
          ))}
        </div>
      )}
      {error('photos')}
      {error('product')}
      {error('form')}
      <div style={{ display: 'flex', gap: '.75rem' }}>
        <button type="submit" disabled={sending.busy || uploading}>
          {t('reviews.form.submit')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('reviews.form.cancel')}
        </button>
      </div>
    </form>
  );
}
