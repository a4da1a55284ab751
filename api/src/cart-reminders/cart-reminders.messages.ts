/** The API's words about cart reminders: the reminder e-mails and the refusal of a link that is not the reminder's. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'mail.first.subject': 'You left something in your cart',
    'mail.second.subject': 'Your cart is still waiting for you',
    'mail.greeting': 'Hello,',
    'mail.first.intro': 'You left these pieces in your cart at our shop. They are handmade in small batches, so they may not wait long.',
    'mail.second.intro': 'A last note about the pieces in your cart: we will not write about this cart again.',
    'mail.lines': 'In your cart',
    'mail.line': '{{quantity}} × {{title}}: {{amount}}',
    'mail.total': 'Total today (GST included): {{amount}}',
    'mail.restore': 'Open your cart',
    'mail.checked': 'Prices and stock are checked again when you open it, on any device.',
    'mail.footer': 'You receive this e-mail because you gave this address at our checkout and agreed to hear from us.',
    'mail.unsubscribe': 'No more reminders: unsubscribe with one click',
    'refusal.link': 'This link is not valid. Open the link in your e-mail again.',
  },
  es: {
    'mail.first.subject': 'Has dejado algo en tu carrito',
    'mail.second.subject': 'Tu carrito te sigue esperando',
    'mail.greeting': 'Hola:',
    'mail.first.intro': 'Dejaste estas piezas en tu carrito de nuestra tienda. Se hacen a mano en pequeñas tandas, así que puede que no esperen mucho.',
    'mail.second.intro': 'Una última nota sobre las piezas de tu carrito: no volveremos a escribirte sobre este carrito.',
    'mail.lines': 'En tu carrito',
    'mail.line': '{{quantity}} × {{title}}: {{amount}}',
    'mail.total': 'Total hoy (GST incluido): {{amount}}',
    'mail.restore': 'Abrir tu carrito',
    'mail.checked': 'Los precios y el stock se comprueban de nuevo al abrirlo, en cualquier dispositivo.',
    'mail.footer': 'Recibes este correo porque diste esta dirección en nuestro pago y aceptaste recibir nuestras noticias.',
    'mail.unsubscribe': 'No más recordatorios: date de baja con un clic',
    'refusal.link': 'Este enlace no es válido. Vuelve a abrir el enlace de tu correo.',
  },
  fr: {
    'mail.first.subject': 'Vous avez laissé quelque chose dans votre panier',
    'mail.second.subject': 'Votre panier vous attend toujours',
    'mail.greeting': 'Bonjour,',
    'mail.first.intro': 'Vous avez laissé ces pièces dans votre panier de notre boutique. Elles sont faites à la main en petites séries : elles risquent de ne pas attendre longtemps.',
    'mail.second.intro': 'Un dernier mot sur les pièces de votre panier : nous ne vous écrirons plus à propos de ce panier.',
    'mail.lines': 'Dans votre panier',
    'mail.line': '{{quantity}} × {{title}} : {{amount}}',
    'mail.total': 'Total aujourd’hui (GST comprise) : {{amount}}',
    'mail.restore': 'Ouvrir votre panier',
    'mail.checked': 'Les prix et le stock sont vérifiés à nouveau à l’ouverture, sur n’importe quel appareil.',
    'mail.footer': 'Vous recevez cet e-mail car vous avez donné cette adresse lors de notre commande et accepté d’avoir de nos nouvelles.',
    'mail.unsubscribe': 'Plus de rappels : se désabonner en un clic',
    'refusal.link': 'Ce lien n’est pas valable. Ouvrez à nouveau le lien de votre e-mail.',
  },
};

addAppMessages('cartReminders', messages);
