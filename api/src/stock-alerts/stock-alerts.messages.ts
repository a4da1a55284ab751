/**
 * The API's words about back-in-stock alerts (issue 36 item 2), in the shopper's language: why a
 * request is refused (on the field it is about) and the two e-mails (confirm, back in stock).
 */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'refusal.in_stock': 'This is in stock: you can add it to your cart now.',
    'refusal.variant': 'Choose the size or colour you want to be told about.',
    'refusal.product': 'This product is not sold here.',
    'mail.greeting': 'Hello,',
    'mail.confirm.subject': 'Confirm your alert for “{{title}}”',
    'mail.confirm.intro': 'Someone asked us to e-mail {{email}} when “{{title}}” is back in stock. If it was you, confirm it:',
    'mail.confirm.link': 'Yes, tell me when it is back',
    'mail.confirm.ignore': 'If you did not ask for this, ignore this e-mail: we will not write to you about it.',
    'mail.back.subject': '“{{title}}” is back in stock',
    'mail.back.intro': 'Good news: “{{title}}” is back in stock. We tell the people who asked in the order they asked, and we have only a few, so do not wait too long.',
    'mail.back.link': 'See it in the shop',
    'mail.back.once': 'This was a one-time alert: we will not write about this item again.',
  },
  es: {
    'refusal.in_stock': 'Está disponible: ya puedes añadirlo a tu cesta.',
    'refusal.variant': 'Elige la talla o el color del que quieres recibir aviso.',
    'refusal.product': 'Este producto no se vende aquí.',
    'mail.greeting': 'Hola:',
    'mail.confirm.subject': 'Confirma tu aviso para «{{title}}»',
    'mail.confirm.intro': 'Alguien nos ha pedido escribir a {{email}} cuando «{{title}}» vuelva a estar disponible. Si has sido tú, confírmalo:',
    'mail.confirm.link': 'Sí, avisadme cuando vuelva',
    'mail.confirm.ignore': 'Si no lo has pedido, ignora este correo: no te escribiremos sobre ello.',
    'mail.back.subject': '«{{title}}» vuelve a estar disponible',
    'mail.back.intro': 'Buenas noticias: «{{title}}» vuelve a estar disponible. Avisamos a quienes lo pidieron por orden de llegada y hay pocas unidades, así que no esperes demasiado.',
    'mail.back.link': 'Verlo en la tienda',
    'mail.back.once': 'Era un aviso único: no volveremos a escribirte sobre este artículo.',
  },
  fr: {
    'refusal.in_stock': 'Cet article est disponible : vous pouvez l’ajouter à votre panier dès maintenant.',
    'refusal.variant': 'Choisissez la taille ou la couleur dont vous voulez être averti.',
    'refusal.product': 'Ce produit n’est pas vendu ici.',
    'mail.greeting': 'Bonjour,',
    'mail.confirm.subject': 'Confirmez votre alerte pour « {{title}} »',
    'mail.confirm.intro': 'Quelqu’un nous a demandé d’écrire à {{email}} quand « {{title}} » sera de nouveau disponible. Si c’est vous, confirmez-le :',
    'mail.confirm.link': 'Oui, prévenez-moi de son retour',
    'mail.confirm.ignore': 'Si vous n’avez rien demandé, ignorez cet e-mail : nous ne vous écrirons pas à ce sujet.',
    'mail.back.subject': '« {{title}} » est de nouveau disponible',
    'mail.back.intro': 'Bonne nouvelle : « {{title}} » est de nouveau disponible. Nous prévenons les personnes dans l’ordre de leurs demandes et les pièces sont peu nombreuses : n’attendez pas trop.',
    'mail.back.link': 'Le voir dans la boutique',
    'mail.back.once': 'C’était une alerte unique : nous ne vous écrirons plus au sujet de cet article.',
  },
};

addAppMessages('stockAlerts', messages);
