/** The signed-in user's own account: profile read and update, and deletion. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { deleteAccountWorkflow } from '../account/delete-workflow';
import { getOrCreateProfile, updateProfile } from '../account/profile';
import { mount } from '../http/mount';

/** Per account (per client address for a caller without a valid token). Deleting is rare and final; a form saves a few times at most. */
export const ACCOUNT_RATE_LIMITS = {
  read: { max: 120, timeWindow: '1 minute' },
  update: { max: 30, timeWindow: '1 minute' },
  delete: { max: 5, timeWindow: '1 minute' },
};

export default async function account(app: FastifyInstance) {
  mount(app, routes.getAccount, async ({ user }) => getOrCreateProfile(app.services.db, user), { rateLimit: ACCOUNT_RATE_LIMITS.read });

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
}
