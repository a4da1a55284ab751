/**
 * The signed-in user's own account: profile read and update, and deletion; and the identity calls
 * that hold the shop's password rule: sign-up, password-reset mails and the reset itself.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { deleteAccountWorkflow } from '../account/delete-workflow';
import { resetPassword, sendActionMail, signUp } from '../account/identity-actions';
import { getOrCreateProfile, updateProfile } from '../account/profile';
import { requestLanguage } from '../http/language';
import { registerEmulatorSignIn } from '../identity/emulator-sign-in';
import { mount } from '../http/mount';
import { storeCreditOf } from '../store-credit/ledger';

/** Per account (per client address for a caller without a valid token). Deleting is rare and final; a form saves a few times at most. */
export const ACCOUNT_RATE_LIMITS = {
  read: { max: 120, timeWindow: '1 minute' },
  update: { max: 30, timeWindow: '1 minute' },
  delete: { max: 5, timeWindow: '1 minute' },
  /** Per client address: a person signs up once; a script trying addresses or codes is slowed down. */
  signUp: { max: 10, timeWindow: '1 minute' },
  /** Each request sends a mail: a few per address. */
  passwordReset: { max: 5, timeWindow: '1 minute' },
  resetPassword: { max: 10, timeWindow: '1 minute' },
};

export default async function account(app: FastifyInstance) {
  mount(app, routes.getAccount, async ({ user }) => getOrCreateProfile(app.services.db, user), { rateLimit: ACCOUNT_RATE_LIMITS.read });

  mount(app, routes.myStoreCredit, async ({ user }) => storeCreditOf(app.services.db, user.uid), { rateLimit: ACCOUNT_RATE_LIMITS.read });

  mount(app, routes.updateAccount, async ({ user, body }) => updateProfile(app.services.db, user, body), {
    rateLimit: ACCOUNT_RATE_LIMITS.update,
  });

  mount(
    app,
    routes.deleteAccount,
    async ({ user }) => {
      await deleteAccountWorkflow(app.services, user);
      return { deleted: true as const };
    },
    { rateLimit: ACCOUNT_RATE_LIMITS.delete },
  );

  mount(
    app,
    routes.signUp,
    async ({ body, request }) => signUp(app.services, body, requestLanguage(request), (error) => request.log.error(error, 'queueing the verification mail failed')),
    { rateLimit: ACCOUNT_RATE_LIMITS.signUp, status: 201 },
  );

  mount(
    app,
    routes.requestPasswordReset,
    async ({ body, request }) => {
      await sendActionMail(app.services, 'resetPassword', body.email, requestLanguage(request));
      return { queued: true as const };
    },
    { rateLimit: ACCOUNT_RATE_LIMITS.passwordReset, status: 202 },
  );

  const { authEmulatorHost } = app.services.config;
  if (authEmulatorHost) registerEmulatorSignIn(app, authEmulatorHost);

  mount(app, routes.resetPassword, async ({ body, request }) => resetPassword(app.services, body.oobCode, body.password, requestLanguage(request)), {
    rateLimit: ACCOUNT_RATE_LIMITS.resetPassword,
  });
}
