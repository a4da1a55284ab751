/**
 * A review's helpful vote and report (issue 36), loaded on the first press: the reviews the page
 * shows carry no write path (the API's schemas, the toasts) until a shopper uses one.
 */
import './ProductReviews.messages';
import { reviewRoutes } from 'shared-contracts/api/reviews';
import { i18n } from 'shared-contracts/platform/i18n';
import { notify } from 'shared-contracts/platform/toast';
import { runMutation } from 'shared-contracts/ui/useApiMutation';

const t = (key: string) => i18n.t(`shop:${key}`);

/** Votes the review helpful; its count after the vote, or null when refused (the refusal shown). */
export async function voteHelpful(id: string): Promise<number | null> {
  try {
    const { helpfulCount } = await runMutation(reviewRoutes.voteReviewHelpful, { params: { id } });
    notify(t('reviews.voted'), 'success');
    return helpfulCount;
  } catch {
    return null;
  }
}

/** Reports the review to the shop's moderation queue; false when refused (the refusal shown). */
export async function reportReview(id: string): Promise<boolean> {
  try {
    await runMutation(reviewRoutes.reportReview, { params: { id }, body: { reason: '' } });
    notify(t('reviews.reported'), 'success');
    return true;
  } catch {
    return false;
  }
}

export function askToSignIn(): void {
  notify(t('reviews.signIn'));
}
