/** The shared catalogues in French, one chunk a browser downloads for a page in that language (catalogues.webpack.ts). */
import type { Catalogues } from './catalogues';
import { fr as errors } from 'shared-contracts/errors/messages.fr';
import { fr as validation } from 'shared-contracts/validation/messages.fr';

export const catalogues: Catalogues = { validation, errors };
