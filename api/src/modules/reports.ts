/** Admin: the GST reports of a month or a quarter (GSTR-1, the sales register); reports/gstr1.ts. */
import type { FastifyInstance } from 'fastify';
import { reportRoutes as routes } from 'shared-contracts/api/reports';
import { parseGstPeriod } from 'shared-contracts/domain/gst-period';
import { readSettings } from '../settings/store';
import { mount } from '../http/mount';
import { gstr1Report, salesRegister } from '../reports/gstr1';

export default async function reports(app: FastifyInstance) {
  // the query's rule has already refused a period that parses to nothing
  mount(app, routes.adminGstr1, async ({ query }) => {
    const { legalName, gstin, stateCode } = await readSettings(app.services, 'store');
    return gstr1Report(app.services.db, parseGstPeriod(query.period)!, { name: legalName, gstin, stateCode });
  });
  mount(app, routes.adminSalesRegister, async ({ query }) => salesRegister(app.services.db, parseGstPeriod(query.period)!));
}
