/**
 * Reviews' API (issue 36 item 1; the rules in domain/reviews.ts): the product page's published
 * reviews with the rating's average and distribution, a verified buyer's review (403 for anyone
 * who has no delivered order of the product, 409 for a second one), helpful votes and reports, the
 * review request e-mail's opt-out, and the admin's moderation (Settings › Reviews, the queue).
 */
import { z } from 'zod';
import { MAX_REVIEW_PHOTOS, REVIEW_SORTS, REVIEW_STATUSES, type ReviewSettings } from 'shared-contracts/domain/reviews';
import { max, maxNumber, minNumber, required, type Rule } from 'shared-contracts/validation/rules';
import { withRules } from 'shared-contracts/validation/zod';
import { publicProductImageSchema } from './catalogue';
import { dateTimeSchema, idSchema, multilineText, pageOf, pageQueryShape, queryBoolSchema, text, token } from './common';
import { defineRoute, type ApiRoute } from './define';
import { LIGHT_ROUTE_HEADS } from './light-route-heads';

/** The rules of each field, for the forms and the schemas alike. */
export const REVIEW_RULES = {
  stars: [required, minNumber(1), maxNumber(5)],
  title: [required, max(120)],
  text: [max(2000)],
  reply: [required, max(1000)],
  hiddenReason: [required, max(300)],
  reportReason: [max(300)],
  requestDelayDays: [required, minNumber(0), maxNumber(90)],
} satisfies Record<string, Rule[]>;

export const reviewSettingsSchema = z.object({
  autoPublish: z.boolean(),
  requestDelayDays: withRules(z.number().int(), ...REVIEW_RULES.requestDelayDays),
  requestEmails: z.boolean(),
}) satisfies z.ZodType<ReviewSettings>;

const distributionSchema = z.object({ '1': z.number().int(), '2': z.number().int(), '3': z.number().int(), '4': z.number().int(), '5': z.number().int() });
export const ratingSummarySchema = z.object({ average: z.number(), count: z.number().int().min(0), distribution: distributionSchema });

/** A published review as shoppers see it. Every review is a verified buyer's: only they can write one. */
export const publicReviewSchema = z.object({
  id: idSchema,
  stars: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  /** With their webp/AVIF variants, drawn at the size shown (shared-contracts/ui/ProductImage). */
  photos: z.array(publicProductImageSchema),
  authorName: z.string(),
  verifiedBuyer: z.boolean(),
  helpfulCount: z.number().int().min(0),
  reply: z.string().nullable(),
  repliedAt: dateTimeSchema.nullable(),
  createdAt: dateTimeSchema,
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const productReviewsQuerySchema = z.object({ sort: z.enum(REVIEW_SORTS).default('newest'), ...pageQueryShape });
export const productReviewsSchema = pageOf(publicReviewSchema).extend({ summary: ratingSummarySchema });
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** The caller's own review, whatever its status (the hidden reason is theirs to read). */
export const myReviewSchema = publicReviewSchema.extend({ status: z.enum(REVIEW_STATUSES), hiddenReason: z.string().nullable() });
export type MyReview = z.infer<typeof myReviewSchema>;

/** Whether the caller may review the product: a delivered order of it and no review yet. */
export const reviewEligibilitySchema = z.object({
  eligible: z.boolean(),
  refusal: z.enum(['not_buyer', 'already_reviewed']).nullable(),
  review: myReviewSchema.nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

export const reviewInputSchema = z.object({
  stars: withRules(z.number().int(), ...REVIEW_RULES.stars),
  title: text(...REVIEW_RULES.title),
  text: multilineText(...REVIEW_RULES.text).default(''),
  /** Links the shop's storage gave for photos uploaded under `reviews/<uid>/`. */
  photos: z.array(token().max(600)).max(MAX_REVIEW_PHOTOS).default([]),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const helpfulVoteSchema = z.object({ helpfulCount: z.number().int().min(0), counted: z.boolean() });
export const reportReviewSchema = z.object({ reason: text(...REVIEW_RULES.reportReason).default('') });
export const reportedSchema = z.object({ reported: z.literal(true) });

export const reviewRequestPreferenceSchema = z.object({ enabled: z.boolean() });
export { REVIEW_UNSUBSCRIBE_PARAM } from 'shared-contracts/domain/reviews';
export const reviewUnsubscribeSchema = z.object({ order: idSchema, token: token().regex(/^[0-9a-f]{64}$/) });

export const adminReviewSchema = myReviewSchema.extend({
  product: z.object({ id: idSchema, slug: z.string(), title: z.string() }),
  orderId: idSchema,
  /** Open reports (not yet dealt with), newest first. */
  reports: z.array(z.object({ reason: z.string(), createdAt: dateTimeSchema })),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsQuerySchema = z.object({ status: z.enum(REVIEW_STATUSES).optional(), reported: queryBoolSchema.optional(), ...pageQueryShape });
export const moderateReviewSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish') }),
  z.object({ action: z.literal('hide'), reason: text(...REVIEW_RULES.hiddenReason) }),
  /** The reports were looked at and the review stays as it is. */
  z.object({ action: z.literal('dismiss_reports') }),
]);
export const replyReviewSchema = z.object({ reply: multilineText(...REVIEW_RULES.reply) });

const productParams = z.object({ id: idSchema });
const reviewParams = z.object({ id: idSchema });

export const reviewRoutes = {
  productReviews: defineRoute({
    ...LIGHT_ROUTE_HEADS.productReviews,
    params: productParams,
    query: productReviewsQuerySchema,
    response: productReviewsSchema,
    summary: "A product's published reviews (newest or most helpful first) with the rating's average and distribution",
  }),
  reviewEligibility: defineRoute({
    method: 'GET',
    path: '/products/:id/review',
    access: 'user',
    params: productParams,
    response: reviewEligibilitySchema,
    summary: 'Whether you may review this product (a delivered order of it, no review yet), and your review',
  }),
  createReview: defineRoute({
    method: 'POST',
    path: '/products/:id/review',
    access: 'user',
    params: productParams,
    body: reviewInputSchema,
    response: myReviewSchema,
    summary: 'Review a product you received (403 without a delivered order of it, 409 for a second review)',
  }),
  voteReviewHelpful: defineRoute({
    method: 'POST',
    path: '/reviews/:id/helpful',
    access: 'user',
    params: reviewParams,
    response: helpfulVoteSchema,
    summary: 'Vote a published review helpful (once per voter; a repeat counts nothing)',
  }),
  reportReview: defineRoute({
    method: 'POST',
    path: '/reviews/:id/report',
    access: 'user',
    params: reviewParams,
    body: reportReviewSchema,
    response: reportedSchema,
    summary: "Report a review to the shop's moderation queue",
  }),
  getReviewRequestPreference: defineRoute({
    method: 'GET',
    path: '/account/review-requests',
    access: 'user',
    response: reviewRequestPreferenceSchema,
    summary: 'Whether you get e-mails asking to review what was delivered',
  }),
  setReviewRequestPreference: defineRoute({
    method: 'PUT',
    path: '/account/review-requests',
    access: 'user',
    body: reviewRequestPreferenceSchema,
    response: reviewRequestPreferenceSchema,
    summary: 'Turn the review request e-mails on or off',
  }),
  unsubscribeReviewRequests: defineRoute({
    method: 'POST',
    path: '/reviews/unsubscribe',
    access: 'public',
    body: reviewUnsubscribeSchema,
    response: reviewRequestPreferenceSchema,
    summary: 'The review request e-mail’s unsubscribe link (403 for a wrong token)',
  }),
  adminGetReviewSettings: defineRoute({ method: 'GET', path: '/admin/settings/reviews', access: 'admin', permission: 'settings', response: reviewSettingsSchema, summary: 'Reviews: publish at once or after approval, the request e-mail' }),
  adminSaveReviewSettings: defineRoute({
    method: 'PUT',
    path: '/admin/settings/reviews',
    access: 'admin',
    permission: 'settings',
    body: reviewSettingsSchema,
    response: reviewSettingsSchema,
    summary: 'Change how reviews are published and when the review request e-mail goes out',
  }),
  adminListReviews: defineRoute({
    method: 'GET',
    path: '/admin/reviews',
    access: 'admin',
    permission: 'catalogue',
    query: adminReviewsQuerySchema,
    response: pageOf(adminReviewSchema),
    summary: 'Reviews to moderate, newest first (reported: only those with open reports)',
  }),
  adminModerateReview: defineRoute({
    method: 'POST',
    path: '/admin/reviews/:id/moderate',
    access: 'admin',
    permission: 'catalogue',
    params: reviewParams,
    body: moderateReviewSchema,
    response: adminReviewSchema,
    summary: 'Publish a review, hide it with a reason the reviewer reads, or dismiss its reports',
  }),
  adminReplyReview: defineRoute({
    method: 'PUT',
    path: '/admin/reviews/:id/reply',
    access: 'admin',
    permission: 'catalogue',
    params: reviewParams,
    body: replyReviewSchema,
    response: adminReviewSchema,
    summary: "The shop's public reply to a review",
  }),
} as const satisfies Record<string, ApiRoute>;
