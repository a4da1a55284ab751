/** The texts of paying an order awaiting payment from My orders (loaded with the button's chunk). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'orders.payNow.button': 'Pay now',
    'orders.payNow.paying': 'Complete the payment in the payment window.',
    'orders.payNow.retrying': 'That card was declined. Nothing was charged: try another card in the payment window.',
    'orders.payNow.cancelled': 'Payment cancelled. Nothing was charged; the order still awaits payment.',
    'orders.payNow.declined': 'Payment declined: {{reason}} Nothing was charged. Try again with another card.',
    'orders.payNow.failed': 'The payment could not be completed: {{reason}}',
    'orders.payNow.refunded': 'This order had been cancelled before your payment arrived. Your payment of {{amount}} has been refunded in full, and we have e-mailed you.',
    'orders.payNow.done': 'Thank you! Order {{number}} is paid.',
  },
  es: {
    'orders.payNow.button': 'Pagar ahora',
    'orders.payNow.paying': 'Completa el pago en la ventana de pago.',
    'orders.payNow.retrying': 'Esa tarjeta fue rechazada. No se ha cobrado nada: prueba otra tarjeta en la ventana de pago.',
    'orders.payNow.cancelled': 'Pago cancelado. No se ha cobrado nada; el pedido sigue pendiente de pago.',
    'orders.payNow.declined': 'Pago rechazado: {{reason}} No se ha cobrado nada. Inténtalo con otra tarjeta.',
    'orders.payNow.failed': 'No se pudo completar el pago: {{reason}}',
    'orders.payNow.refunded': 'Este pedido ya estaba cancelado cuando llegó tu pago. Te hemos reembolsado el pago completo de {{amount}} y te hemos enviado un correo.',
    'orders.payNow.done': '¡Gracias! El pedido {{number}} está pagado.',
  },
  fr: {
    'orders.payNow.button': 'Payer maintenant',
    'orders.payNow.paying': 'Terminez le paiement dans la fenêtre de paiement.',
    'orders.payNow.retrying': 'Cette carte a été refusée. Rien n’a été débité : essayez une autre carte dans la fenêtre de paiement.',
    'orders.payNow.cancelled': 'Paiement annulé. Rien n’a été débité ; la commande attend toujours son paiement.',
    'orders.payNow.declined': 'Paiement refusé : {{reason}} Rien n’a été débité. Réessayez avec une autre carte.',
    'orders.payNow.failed': 'Le paiement n’a pas pu aboutir : {{reason}}',
    'orders.payNow.refunded': 'Cette commande avait été annulée avant l’arrivée de votre paiement. Votre paiement de {{amount}} a été remboursé en totalité, et nous vous avons écrit.',
    'orders.payNow.done': 'Merci ! La commande {{number}} est payée.',
  },
};

addAppMessages('checkout', messages);
