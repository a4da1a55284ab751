import { addAppMessages } from 'shared-contracts/platform/i18n';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/** The checkout remote's own namespace, `checkout`. Every exposed module imports this first, so
 *  the namespace exists whichever of them the host loads first (the mini-cart, usually). */
addAppMessages('checkout', { en, es, fr });
