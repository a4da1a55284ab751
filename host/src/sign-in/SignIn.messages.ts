/** Links the sign-in pages (LoginPage, QuickLoginPage) share. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'identity.toShop': 'Browse the shop',
    'identity.toAdminLogin': 'Admin sign-in',
  },
  es: {
    'identity.toShop': 'Ver la tienda',
    'identity.toAdminLogin': 'Acceso de administración',
  },
  fr: {
    'identity.toShop': 'Découvrir la boutique',
    'identity.toAdminLogin': 'Connexion administrateur',
  },
};
