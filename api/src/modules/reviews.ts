/**
 * Reviews (issue 36 item 1; reviews/): the product page's reviews, a verified buyer's review, votes
 * and reports (rate-limited per caller), the review request e-mail's opt-out, and the admin's
 * moderation with Settings › Reviews.
 */
import type { FastifyInstance } from 'fastify';
import { reviewRoutes as routes } from 'shared-contracts/api/reviews';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import { saveSection } from '../settings/workflows';
import { readSettings } from '../settings/store';
import {
  createReview,
  listAdminReviews,
  moderateReview,
  productReviews,
  replyToReview,
  reportReview,
  reviewEligibility,
  reviewRequestPreference,
  setReviewRequestPreference,
  unsubscribeByLink,
  voteHelpful,
} from '../reviews/workflows';

export default async function reviews(app: FastifyInstance) {
  const { services } = app;
  mount(app, routes.productReviews, async ({ params, query }) => productReviews(services, params.id, query));
  mount(app, routes.reviewEligibility, async ({ user, params }) => reviewEligibility(services, user, params.id));
  mount(app, routes.createReview, async ({ request, user, params, body }) => createReview(services, user, params.id, body, requestLanguage(request)), {
    rateLimit: { max: 5, timeWindow: '1 minute' },
  });
  mount(app, routes.voteReviewHelpful, async ({ request, user, params }) => voteHelpful(services, user, params.id, requestLanguage(request)), {
    rateLimit: { max: 30, timeWindow: '1 minute' },
  });
  mount(app, routes.reportReview, async ({ user, params, body }) => reportReview(services, user, params.id, body.reason), {
    rateLimit: { max: 10, timeWindow: '1 minute' },
  });
  mount(app, routes.getReviewRequestPreference, async ({ user }) => reviewRequestPreference(services, user));
  mount(app, routes.setReviewRequestPreference, async ({ user, body }) => setReviewRequestPreference(services, user.uid, body.enabled));
  mount(app, routes.unsubscribeReviewRequests, async ({ request, body }) => unsubscribeByLink(services, body.order, body.token, requestLanguage(request)), {
    rateLimit: { max: 20, timeWindow: '1 minute' },
  });
  mount(app, routes.adminGetReviewSettings, async () => readSettings(services, 'reviews'));
  mount(app, routes.adminSaveReviewSettings, async ({ user, body }) => {
    await saveSection(services, user, 'reviews', body);
    return readSettings(services, 'reviews');
  });
  mount(app, routes.adminListReviews, async ({ query }) => listAdminReviews(services, query));
  mount(app, routes.adminModerateReview, async ({ user, params, body }) => moderateReview(services, user, params.id, body));
  mount(app, routes.adminReplyReview, async ({ user, params, body }) => replyToReview(services, user, params.id, body.reply));
}
