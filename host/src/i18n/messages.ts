import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Locale } from 'shared-contracts/i18n/locales';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/** Texts of the host's namespace in every language, keyed as `page.part.item`. */
export type HostMessages = Record<Locale, Record<string, string>>;

/**
 * The host's own namespace, `host`. Here, loaded at start: what every page shows (layout, remote
 * fallbacks, errors) and what several pages share. Each host page's own texts live next to it
 * (`pages/<Page>.messages.ts`) and join the namespace when the page's chunk loads.
 */
addAppMessages('host', { en, es, fr } satisfies HostMessages);
