import { addAppMessages } from 'shared-contracts/platform/i18n';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/** The admin remote's own namespace, `admin`. Every exposed module imports this first, so the
 *  namespace exists whichever of them the host loads first. */
addAppMessages('admin', { en, es, fr });
