/**
 * Where a PIN code is, for the address form (city and state filled in, an unknown PIN code
 * refused) and anyone else: the offline directory's entry, the same for every caller, so browsers
 * and shared caches keep it for a day (the data changes only with a release).
 */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { lookupPincode } from '../pincodes/directory';

export const PINCODE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export default async function pincodes(app: FastifyInstance) {
  mount(app, routes.lookupPincode, async ({ params, reply }) => {
    const info = lookupPincode(params.pincode);
    if (!info) throw new HttpError('not_found');
    reply.header('Cache-Control', PINCODE_CACHE_CONTROL);
    return info;
  });
}
