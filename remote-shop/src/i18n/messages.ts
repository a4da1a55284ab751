import { addAppMessages } from 'shared-contracts/platform/i18n';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/** The shop remote's own namespace, `shop`. Every exposed module imports this first, so the
 *  namespace exists whichever of them the host loads first. */
addAppMessages('shop', { en, es, fr });
