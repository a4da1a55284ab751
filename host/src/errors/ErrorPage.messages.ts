/** The host's texts of the error page (the titles and 404 text are the shared errors catalogue's). */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'error.serverDescription': 'Something went wrong on our side. Please try again in a moment.',
    'error.backHome': 'Back to the home page',
    'error.id': 'Error id: {{id}}',
  },
  es: {
    'error.serverDescription': 'Algo ha fallado por nuestra parte. Vuelve a intentarlo en un momento.',
    'error.backHome': 'Volver a la página de inicio',
    'error.id': 'Identificador del error: {{id}}',
  },
  fr: {
    'error.serverDescription': 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
    'error.backHome': 'Retour à l’accueil',
    'error.id': 'Identifiant de l’erreur : {{id}}',
  },
};
