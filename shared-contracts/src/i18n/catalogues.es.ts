/** The shared catalogues in Spanish, one chunk a browser downloads for a page in that language (catalogues.webpack.ts). */
import type { Catalogues } from './catalogues';
import { es as errors } from 'shared-contracts/errors/messages.es';
import { es as validation } from 'shared-contracts/validation/messages.es';

export const catalogues: Catalogues = { validation, errors };
