/** The texts of a remote's area while it loads or when it cannot be loaded; registered by RemoteArea. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'remote.loading': 'Loading…',
    'remote.unavailableTitle': 'This part of the shop is not available right now',
    'remote.unavailableText': 'The rest of the site still works. Try again in a moment.',
    'remote.retry': 'Try again',
  },
  es: {
    'remote.loading': 'Cargando…',
    'remote.unavailableTitle': 'Esta parte de la tienda no está disponible en este momento',
    'remote.unavailableText': 'El resto del sitio sigue funcionando. Vuelve a intentarlo en un momento.',
    'remote.retry': 'Reintentar',
  },
  fr: {
    'remote.loading': 'Chargement…',
    'remote.unavailableTitle': 'Cette partie de la boutique n’est pas disponible pour le moment',
    'remote.unavailableText': 'Le reste du site fonctionne toujours. Réessayez dans un instant.',
    'remote.retry': 'Réessayer',
  },
};
