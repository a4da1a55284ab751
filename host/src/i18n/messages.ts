import { addAppMessages } from 'shared-contracts/platform/i18n';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/** The host's own namespace, `host`. */
addAppMessages('host', { en, es, fr });
