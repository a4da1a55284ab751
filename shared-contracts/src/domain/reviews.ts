/**
 * Reviews and ratings from real buyers (issue 36 item 1): a customer with a delivered order of a
 * product reviews it once (1-5 stars, a title, text, up to 3 photos); the merchant publishes it at
 * once or after approval (Settings › Reviews), hides it with a reason, replies in public; shoppers
 * vote a review helpful (once each) and report one to the moderation queue (api/src/reviews).
 */

/** pending: waiting for the merchant's approval; published: on the product page; hidden: taken down, with a reason. */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const MAX_REVIEW_PHOTOS = 3;

/**
 * The review request e-mail's unsubscribe link, on the product page: `?reviews-unsubscribe=<order id>.<token>`,
 * the token an HMAC of the order's id under its secret idempotency key (api/src/reviews/mails.ts).
 */
export const REVIEW_UNSUBSCRIBE_PARAM = 'reviews-unsubscribe';
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** Settings › Reviews. */
export type ReviewSettings = {
  /** true: a review is published at once; false: it waits for the merchant's approval. */
  autoPublish: boolean;
  /** Days after delivery the review request e-mail goes out; 0: at once. */
  requestDelayDays: number;
  /** false: no review request e-mails at all. */
  requestEmails: boolean;
};

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { autoPublish: false, requestDelayDays: 7, requestEmails: true };

/** A product's rating: the average of its published reviews' stars (one decimal) and how many of each. */
export type RatingSummary = { average: number; count: number; distribution: Record<'1' | '2' | '3' | '4' | '5', number> };

/** The average shown, to one decimal; 0 with no reviews. */
export function ratingAverage(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}
