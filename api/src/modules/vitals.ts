/**
 * Real-user speed (issue 34): the shop's pages send their Core Web Vitals here with sendBeacon
 * (host/src/vitals), and the admin's dashboard reads their 75th percentiles. Anyone may send (the
 * visit may be a guest's), so a beacon is small (VITALS_BODY_LIMIT, else 413), strict (page type,
 * device class and figures only: 400 with per-field messages otherwise) and rate limited per client;
 * nothing of the caller is stored, not its address nor its account.
 */
import type { FastifyInstance } from 'fastify';
import { adminVitalsRoute, reportVitalsRoute } from 'shared-contracts/api/vitals';
import { VITALS_BODY_LIMIT } from 'shared-contracts/domain/vitals';
import { mount } from '../http/mount';
import { recordVitals, vitalsReport } from '../vitals/repository';

/**
 * Per client address: a page sends one or two beacons a visit (once hidden, again after a return),
 * so a minute of quick browsing stays well under; room is left for a few visitors behind one
 * address (a carrier's NAT, an office).
 */
export const VITALS_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

export default async function vitals(app: FastifyInstance) {
  mount(
    app,
    reportVitalsRoute,
    async ({ reply, body }) => {
      await recordVitals(app.services.db, body);
      return reply.code(204).send();
    },
    { rateLimit: VITALS_RATE_LIMIT, bodyLimit: VITALS_BODY_LIMIT },
  );
  mount(app, adminVitalsRoute, async () => vitalsReport(app.services.db));
}
