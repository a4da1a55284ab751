/** The order confirmation page's texts (/accounts/orders/:id/confirmation), in the checkout remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'confirmation.title': 'Order confirmation',
    'confirmation.thanks': 'Thank you! Your order {{number}} is paid and confirmed.',
    'confirmation.placed': 'Placed on {{date}}.',
    'confirmation.notPaid': 'Order {{number}} has not been paid yet. You can pay it or cancel it in My orders.',
    'confirmation.cancelled': 'Order {{number}} is cancelled.',
    'confirmation.items': 'What you bought',
    'confirmation.next.title': 'What happens next',
    'confirmation.next.pack': 'We prepare your parcel and send it to your delivery address.',
    'confirmation.next.follow': 'My orders shows where your order stands, from packing to delivery.',
    'confirmation.next.invoice': 'Your GST tax invoice is ready: open it on this page to print it or save it as a PDF.',
    'confirmation.next.help': 'A question about your order? Write to us on the contact page.',
    'confirmation.toOrder': 'See this order in My orders',
    'confirmation.toShop': 'Continue shopping',
    'confirmation.toContact': 'Contact us',
    'confirmation.notFound': 'This order was not found in your account.',
  },
  es: {
    'confirmation.title': 'Confirmación del pedido',
    'confirmation.thanks': '¡Gracias! Tu pedido {{number}} está pagado y confirmado.',
    'confirmation.placed': 'Realizado el {{date}}.',
    'confirmation.notPaid': 'El pedido {{number}} aún no se ha pagado. Puedes pagarlo o cancelarlo en Mis pedidos.',
    'confirmation.cancelled': 'El pedido {{number}} está cancelado.',
    'confirmation.items': 'Lo que has comprado',
    'confirmation.next.title': 'Qué pasa ahora',
    'confirmation.next.pack': 'Preparamos tu paquete y lo enviamos a tu dirección de entrega.',
    'confirmation.next.follow': 'En Mis pedidos verás en qué punto está tu pedido, del embalaje a la entrega.',
    'confirmation.next.invoice': 'Tu factura con GST está lista: ábrela en esta página para imprimirla o guardarla en PDF.',
    'confirmation.next.help': '¿Alguna pregunta sobre tu pedido? Escríbenos en la página de contacto.',
    'confirmation.toOrder': 'Ver este pedido en Mis pedidos',
    'confirmation.toShop': 'Seguir comprando',
    'confirmation.toContact': 'Contacto',
    'confirmation.notFound': 'Este pedido no se encuentra en tu cuenta.',
  },
  fr: {
    'confirmation.title': 'Confirmation de commande',
    'confirmation.thanks': 'Merci ! Votre commande {{number}} est payée et confirmée.',
    'confirmation.placed': 'Passée le {{date}}.',
    'confirmation.notPaid': 'La commande {{number}} n’est pas encore payée. Vous pouvez la payer ou l’annuler dans Mes commandes.',
    'confirmation.cancelled': 'La commande {{number}} est annulée.',
    'confirmation.items': 'Vos achats',
    'confirmation.next.title': 'Et maintenant',
    'confirmation.next.pack': 'Nous préparons votre colis et l’envoyons à votre adresse de livraison.',
    'confirmation.next.follow': 'Mes commandes indique où en est votre commande, de l’emballage à la livraison.',
    'confirmation.next.invoice': 'Votre facture avec GST est prête : ouvrez-la sur cette page pour l’imprimer ou l’enregistrer en PDF.',
    'confirmation.next.help': 'Une question sur votre commande ? Écrivez-nous depuis la page de contact.',
    'confirmation.toOrder': 'Voir cette commande dans Mes commandes',
    'confirmation.toShop': 'Continuer mes achats',
    'confirmation.toContact': 'Nous contacter',
    'confirmation.notFound': 'Cette commande est introuvable dans votre compte.',
  },
};

addAppMessages('checkout', messages);
