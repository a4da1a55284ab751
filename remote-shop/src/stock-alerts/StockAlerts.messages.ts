/** The back-in-stock alert's texts (issue 36 item 2): the product page's form and the confirmation page. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'stockAlert.intro': 'Leave your e-mail and we will tell you when it is back.',
    'stockAlert.email': 'Your e-mail',
    'stockAlert.submit': 'Notify me',
    'stockAlert.sent': 'Almost done: confirm with the link we have just sent to {{email}}.',
    'stockAlert.title': 'Back-in-stock alert',
    'stockAlert.confirmText': 'Confirm that you want an e-mail when this item is back in stock.',
    'stockAlert.confirm': 'Confirm my alert',
    'stockAlert.waiting': 'Done. We will e-mail you once when “{{title}}” is back in stock.',
    'stockAlert.inStock': 'Good news: “{{title}}” is in stock now.',
    'stockAlert.see': 'See it in the shop',
    'stockAlert.noToken': 'This link is incomplete: open it again from the e-mail.',
  },
  es: {
    'stockAlert.intro': 'Déjanos tu correo y te avisaremos cuando vuelva.',
    'stockAlert.email': 'Tu correo electrónico',
    'stockAlert.submit': 'Avisadme',
    'stockAlert.sent': 'Casi listo: confírmalo con el enlace que acabamos de enviar a {{email}}.',
    'stockAlert.title': 'Aviso de disponibilidad',
    'stockAlert.confirmText': 'Confirma que quieres un correo cuando este artículo vuelva a estar disponible.',
    'stockAlert.confirm': 'Confirmar mi aviso',
    'stockAlert.waiting': 'Hecho. Te escribiremos una vez cuando «{{title}}» vuelva a estar disponible.',
    'stockAlert.inStock': 'Buenas noticias: «{{title}}» ya está disponible.',
    'stockAlert.see': 'Verlo en la tienda',
    'stockAlert.noToken': 'Este enlace está incompleto: ábrelo de nuevo desde el correo.',
  },
  fr: {
    'stockAlert.intro': 'Laissez votre e-mail et nous vous préviendrons de son retour.',
    'stockAlert.email': 'Votre e-mail',
    'stockAlert.submit': 'Me prévenir',
    'stockAlert.sent': 'Presque fini : confirmez avec le lien que nous venons d’envoyer à {{email}}.',
    'stockAlert.title': 'Alerte de retour en stock',
    'stockAlert.confirmText': 'Confirmez que vous voulez un e-mail quand cet article sera de nouveau disponible.',
    'stockAlert.confirm': 'Confirmer mon alerte',
    'stockAlert.waiting': 'C’est fait. Nous vous écrirons une fois quand « {{title}} » sera de nouveau disponible.',
    'stockAlert.inStock': 'Bonne nouvelle : « {{title}} » est disponible.',
    'stockAlert.see': 'Le voir dans la boutique',
    'stockAlert.noToken': 'Ce lien est incomplet : ouvrez-le à nouveau depuis l’e-mail.',
  },
};

addAppMessages('shop', messages);
