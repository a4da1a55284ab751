/**
 * PIN codes. Where one is, for the address form (city and state filled in, an unknown PIN code
 * refused) and anyone else: the offline directory's entry, the same for every caller, so browsers
 * and shared caches keep it for a day (the data changes only with a release).
 * And the server's word on every address it is sent: the directory installed here makes the
 * shared `addressInputSchema` (checkout, guest checkout, the address book) refuse a PIN code India
 * Post does not have, or a state it is not in, on the field, in the caller's language.
 */
import type { FastifyInstance } from 'fastify';
import { installPincodeDirectory } from 'shared-contracts/api/address';
import { routes } from 'shared-contracts/api/routes';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { lookupPincode, warmPincodeDirectory } from '../pincodes/directory';

export const PINCODE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export default async function pincodes(app: FastifyInstance) {
  installPincodeDirectory(lookupPincode);
  mount(app, routes.lookupPincode, async ({ params, reply }) => {
    const info = lookupPincode(params.pincode);
    if (!info) throw new HttpError('not_found');
    reply.header('Cache-Control', PINCODE_CACHE_CONTROL);
    return info;
  });
  // In production the directory is read once the server listens, not on the first shopper's address;
  // development and the tests read it when an address first needs it (most never do).
  if (app.services.config.env === 'production') app.addHook('onListen', async () => void setImmediate(warmPincodeDirectory));
}
