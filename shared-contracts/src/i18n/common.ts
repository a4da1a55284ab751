import type { Locale } from 'shared-contracts/i18n/locales';

/** The `common` namespace: words every app uses. Each app keeps its own namespace in its own folder. */
export const commonMessages: Record<Locale, Record<string, string>> = {
  en: {
    'address.name': 'Full name',
    'address.phone': 'Phone',
    'address.line1': 'Address line 1',
    'address.line2': 'Address line 2',
    'address.city': 'City',
    'address.state': 'State',
    'address.statePlaceholder': 'Choose a state',
    'address.pincode': 'PIN code',
  },
  es: {
    'address.name': 'Nombre completo',
    'address.phone': 'Teléfono',
    'address.line1': 'Dirección, línea 1',
    'address.line2': 'Dirección, línea 2',
    'address.city': 'Ciudad',
    'address.state': 'Estado',
    'address.statePlaceholder': 'Elige un estado',
    'address.pincode': 'Código PIN',
  },
  fr: {
    'address.name': 'Nom complet',
    'address.phone': 'Téléphone',
    'address.line1': 'Adresse, ligne 1',
    'address.line2': 'Adresse, ligne 2',
    'address.city': 'Ville',
    'address.state': 'État',
    'address.statePlaceholder': 'Choisissez un État',
    'address.pincode': 'Code PIN',
  },
};
