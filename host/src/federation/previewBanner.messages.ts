/** The banner of a browser previewing remote builds (previewBanner.ts): texts in the host namespace. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'preview.banner': 'Preview: this browser runs {{remotes}} from another build. Everyone else sees the live versions.',
    'preview.leave': 'Leave preview',
  },
  es: {
    'preview.banner': 'Vista previa: este navegador ejecuta {{remotes}} desde otra compilación. Los demás ven las versiones publicadas.',
    'preview.leave': 'Salir de la vista previa',
  },
  fr: {
    'preview.banner': 'Aperçu : ce navigateur exécute {{remotes}} depuis une autre version. Tous les autres voient les versions en ligne.',
    'preview.leave': 'Quitter l’aperçu',
  },
};
