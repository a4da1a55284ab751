import type { Locale } from 'shared-contracts/i18n/locales';

/** The `common` namespace: words every app uses. Each app keeps its own namespace in its own folder. */
export const commonMessages: Record<Locale, Record<string, string>> = {
  en: {
    'app.name': 'Haat',
  },
  es: {
    'app.name': 'Haat',
  },
  fr: {
    'app.name': 'Haat',
  },
};
