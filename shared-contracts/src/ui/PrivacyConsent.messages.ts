/** The privacy notice and marketing box of the sign-up and payment forms (issue 35 item 5), namespace `privacy`. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'consent.notice.signUp': 'By creating an account you accept our privacy notice.',
    'consent.notice.checkout': 'By placing this order you accept our privacy notice.',
    'consent.read': 'Read the privacy notice',
    'consent.marketing': 'Send me offers and news by e-mail (optional; you can stop them in My account at any time)',
  },
  es: {
    'consent.notice.signUp': 'Al crear una cuenta aceptas nuestro aviso de privacidad.',
    'consent.notice.checkout': 'Al hacer este pedido aceptas nuestro aviso de privacidad.',
    'consent.read': 'Leer el aviso de privacidad',
    'consent.marketing': 'Enviadme ofertas y novedades por correo (opcional; puedes dejar de recibirlas en Mi cuenta cuando quieras)',
  },
  fr: {
    'consent.notice.signUp': 'En créant un compte, vous acceptez notre politique de confidentialité.',
    'consent.notice.checkout': 'En passant cette commande, vous acceptez notre politique de confidentialité.',
    'consent.read': 'Lire la politique de confidentialité',
    'consent.marketing': 'M’envoyer des offres et des nouveautés par e-mail (facultatif ; vous pouvez les arrêter à tout moment dans Mon compte)',
  },
};
