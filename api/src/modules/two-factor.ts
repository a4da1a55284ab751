/**
 * Two-factor sign-in for staff (issue 35 item 2; api/src/two-factor/): a staff member's own second
 * factor under /account (answered before the second factor is proven), the owner's reset and
 * requirement under /admin. Code attempts are limited per account (every instance counts in the
 * same rows on PostgreSQL: http/rate-limit.ts).
 */
import type { FastifyInstance } from 'fastify';
import { twoFactorRoutes as routes } from 'shared-contracts/api/two-factor';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import { readSettings } from '../settings/store';
import {
  confirmEnrolment,
  resetSecondFactor,
  saveTwoFactorSettings,
  startEnrolment,
  twoFactorStatus,
  verifySecondFactor,
} from '../two-factor/two-factor';

/** Codes tried per account per window: a 6-digit code cannot be guessed at this pace (1 in 10^6 each, 3 steps valid). */
export const CODE_ATTEMPTS = { max: 5, timeWindow: '1 minute' };

export default async function twoFactor(app: FastifyInstance) {
  const { services } = app;
  mount(app, routes.twoFactorStatus, async ({ request, user }) => twoFactorStatus(services, request, user, requestLanguage(request)));
  mount(app, routes.startTwoFactorEnrolment, async ({ request, user }) => startEnrolment(services, user, requestLanguage(request)), {
    rateLimit: { max: 10, timeWindow: '1 minute' },
  });
  mount(app, routes.confirmTwoFactorEnrolment, async ({ request, user, body }) => confirmEnrolment(services, user, body.code, requestLanguage(request)), {
    rateLimit: CODE_ATTEMPTS,
  });
  mount(app, routes.verifyTwoFactor, async ({ request, user, body }) => verifySecondFactor(services, user, body.code, requestLanguage(request)), {
    rateLimit: CODE_ATTEMPTS,
  });
  mount(app, routes.adminResetTwoFactor, async ({ user, params }) => resetSecondFactor(services, user, params.uid));
  mount(app, routes.adminGetTwoFactorSettings, async () => readSettings(services, 'twoFactor'));
  mount(app, routes.adminSaveTwoFactorSettings, async ({ user, body }) => saveTwoFactorSettings(services, user, body));
}
