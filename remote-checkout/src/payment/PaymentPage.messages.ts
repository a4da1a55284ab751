/** The payment page's texts (/payment), in the checkout remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'payment.saveAddressGuest': 'Save this address for an account',
    'payment.saveAddressGuestText':
      'You are checking out as a guest, so there is no account yet. If you create one after ordering (the confirmation page offers it), a saved address is there for next time.',
    'payment.phase.cartChanged': 'Your cart was changed in another tab or window, so nothing was ordered. The review now shows the cart as it is: check it, then pay.',
    'payment.title': 'Payment',
    'payment.emptyCart': 'Your cart is empty: there is nothing to pay for.',
    'payment.address.title': 'Delivery address',
    'payment.address.text': 'Where we deliver, anywhere in India. Your state decides how GST is split on the invoice.',
    'payment.savedAddress': 'Use a saved address',
    'payment.savedAddressPlaceholder': 'Choose one of your addresses',
    'payment.saveAddress': 'Save this address to my account',
    'payment.gstin.title': 'GSTIN (optional)',
    'payment.gstin.label': 'Your GSTIN',
    'payment.gstin.text':
      'Buying for a business? Add your GSTIN and it is printed on your tax invoice, so you can claim the input tax credit.',
    'payment.review.title': 'Review',
    'payment.review.line_one': '{{title}} × {{count}}',
    'payment.review.line_other': '{{title}} × {{count}}',
    'payment.pay.text': 'You pay on our payment provider’s secure hosted checkout; your card details never reach us.',
    'payment.toCart': 'Back to your cart',
    'payment.payButton': 'Pay {{amount}}',
    'payment.paidToast': 'Thank you! Order {{number}} is paid.',
    'payment.freeToast': 'Thank you! Order {{number}} is confirmed: your discount covers it all, nothing to pay.',
    'payment.phase.creating': 'Preparing your order…',
    'payment.phase.paying': 'Complete the payment in the payment window.',
    'payment.phase.retrying': 'That card was declined. Nothing was charged: try another card in the payment window.',
    'payment.phase.verifying': 'Confirming your payment…',
    'payment.phase.cancelled': 'Payment cancelled. Your cart is unchanged; you can pay when you are ready.',
    'payment.phase.declined':
      'Payment declined: {{reason}} Nothing was charged and your cart is unchanged. Try again with another card.',
    'payment.phase.failed': 'The payment could not be completed: {{reason}}',
    'payment.phase.repriced':
      'Prices have changed since your review: the total is now {{total}} (it was {{previous}}). Check the new figures, then pay the new total.',
    'payment.review.was': 'was {{amount}}',
    'payment.toOrders': 'Go to My orders',
    'payment.phase.refunded':
      'Order {{number}} had been cancelled before your payment arrived (another checkout replaced it, or its reservation ended). Your payment of {{amount}} has been refunded in full, and we have e-mailed you. Pay again to place this order anew.',
    'payment.toShop': 'Go to the shop',
    'payment.blocked': 'Remove the items that can no longer be bought to continue.',
  },
  es: {
    'payment.saveAddressGuest': 'Guardar esta dirección para una cuenta',
    'payment.saveAddressGuestText':
      'Estás comprando como invitado, así que aún no tienes cuenta. Si creas una después del pedido (la página de confirmación te lo ofrece), la dirección guardada estará allí para la próxima vez.',
    'payment.phase.cartChanged':
      'Tu carrito ha cambiado en otra pestaña o ventana, así que no se ha pedido nada. La revisión muestra ahora el carrito tal como está: revísalo y luego paga.',
    'payment.title': 'Pago',
    'payment.emptyCart': 'Tu carrito está vacío: no hay nada que pagar.',
    'payment.address.title': 'Dirección de entrega',
    'payment.address.text':
      'Dónde entregamos, en cualquier lugar de la India. Tu estado determina cómo se desglosa el GST en la factura.',
    'payment.savedAddress': 'Usar una dirección guardada',
    'payment.savedAddressPlaceholder': 'Elige una de tus direcciones',
    'payment.saveAddress': 'Guardar esta dirección en mi cuenta',
    'payment.gstin.title': 'GSTIN (opcional)',
    'payment.gstin.label': 'Tu GSTIN',
    'payment.gstin.text':
      '¿Compras para una empresa? Añade tu GSTIN y figurará en tu factura, para que puedas deducir el crédito fiscal (ITC).',
    'payment.review.title': 'Revisión',
    'payment.review.line_one': '{{title}} × {{count}}',
    'payment.review.line_other': '{{title}} × {{count}}',
    'payment.pay.text':
      'Pagas en la página de pago segura de nuestro proveedor de pagos; los datos de tu tarjeta nunca llegan a nosotros.',
    'payment.toCart': 'Volver al carrito',
    'payment.payButton': 'Pagar {{amount}}',
    'payment.paidToast': '¡Gracias! El pedido {{number}} está pagado.',
    'payment.freeToast': '¡Gracias! El pedido {{number}} está confirmado: tu descuento lo cubre todo, no hay nada que pagar.',
    'payment.phase.creating': 'Preparando tu pedido…',
    'payment.phase.paying': 'Completa el pago en la ventana de pago.',
    'payment.phase.retrying': 'Esa tarjeta fue rechazada. No se ha cobrado nada: prueba otra tarjeta en la ventana de pago.',
    'payment.phase.verifying': 'Confirmando tu pago…',
    'payment.phase.cancelled': 'Pago cancelado. Tu carrito no ha cambiado; puedes pagar cuando quieras.',
    'payment.phase.declined':
      'Pago rechazado: {{reason}} No se ha cobrado nada y tu carrito no ha cambiado. Inténtalo con otra tarjeta.',
    'payment.phase.failed': 'No se pudo completar el pago: {{reason}}',
    'payment.phase.repriced':
      'Los precios han cambiado desde tu revisión: el total ahora es {{total}} (era {{previous}}). Comprueba las nuevas cifras y paga el nuevo total.',
    'payment.review.was': 'antes {{amount}}',
    'payment.toOrders': 'Ir a Mis pedidos',
    'payment.phase.refunded':
      'El pedido {{number}} ya estaba cancelado cuando llegó tu pago (otro pedido lo sustituyó o terminó su reserva). Te hemos reembolsado el pago completo de {{amount}} y te hemos enviado un correo. Vuelve a pagar para hacer este pedido de nuevo.',
    'payment.toShop': 'Ir a la tienda',
    'payment.blocked': 'Quita los artículos que ya no se pueden comprar para continuar.',
  },
  fr: {
    'payment.saveAddressGuest': 'Enregistrer cette adresse pour un compte',
    'payment.saveAddressGuestText':
      'Vous commandez en tant qu’invité : vous n’avez pas encore de compte. Si vous en créez un après la commande (la page de confirmation vous le propose), l’adresse enregistrée y sera pour la prochaine fois.',
    'payment.phase.cartChanged':
      'Votre panier a été modifié dans un autre onglet ou une autre fenêtre : rien n’a été commandé. Le récapitulatif le montre maintenant tel qu’il est : vérifiez-le, puis payez.',
    'payment.title': 'Paiement',
    'payment.emptyCart': 'Votre panier est vide : il n’y a rien à payer.',
    'payment.address.title': 'Adresse de livraison',
    'payment.address.text':
      'Où nous livrons, partout en Inde. Votre État détermine la répartition de la GST sur la facture.',
    'payment.savedAddress': 'Utiliser une adresse enregistrée',
    'payment.savedAddressPlaceholder': 'Choisissez une de vos adresses',
    'payment.saveAddress': 'Enregistrer cette adresse dans mon compte',
    'payment.gstin.title': 'GSTIN (facultatif)',
    'payment.gstin.label': 'Votre GSTIN',
    'payment.gstin.text':
      'Vous achetez pour une entreprise ? Ajoutez votre GSTIN : il figurera sur votre facture, pour récupérer le crédit de taxe (ITC).',
    'payment.review.title': 'Vérification',
    'payment.review.line_one': '{{title}} × {{count}}',
    'payment.review.line_other': '{{title}} × {{count}}',
    'payment.pay.text':
      'Vous payez sur la page sécurisée de notre prestataire de paiement ; vos données de carte ne nous parviennent jamais.',
    'payment.toCart': 'Retour au panier',
    'payment.payButton': 'Payer {{amount}}',
    'payment.paidToast': 'Merci ! La commande {{number}} est payée.',
    'payment.freeToast': 'Merci ! La commande {{number}} est confirmée : votre remise la couvre entièrement, rien à payer.',
    'payment.phase.creating': 'Préparation de votre commande…',
    'payment.phase.paying': 'Terminez le paiement dans la fenêtre de paiement.',
    'payment.phase.retrying': 'Cette carte a été refusée. Rien n’a été débité : essayez une autre carte dans la fenêtre de paiement.',
    'payment.phase.verifying': 'Confirmation de votre paiement…',
    'payment.phase.cancelled': 'Paiement annulé. Votre panier est inchangé ; vous pouvez payer quand vous voulez.',
    'payment.phase.declined':
      'Paiement refusé : {{reason}} Rien n’a été débité et votre panier est inchangé. Réessayez avec une autre carte.',
    'payment.phase.failed': 'Le paiement n’a pas pu aboutir : {{reason}}',
    'payment.phase.repriced':
      'Les prix ont changé depuis votre vérification : le total est maintenant de {{total}} (il était de {{previous}}). Vérifiez les nouveaux montants, puis payez le nouveau total.',
    'payment.review.was': 'avant {{amount}}',
    'payment.toOrders': 'Aller à Mes commandes',
    'payment.phase.refunded':
      'La commande {{number}} avait été annulée avant l’arrivée de votre paiement (une autre commande l’a remplacée, ou sa réservation a pris fin). Votre paiement de {{amount}} a été remboursé en totalité, et nous vous avons écrit. Payez à nouveau pour repasser cette commande.',
    'payment.toShop': 'Aller à la boutique',
    'payment.blocked': 'Retirez les articles qui ne peuvent plus être achetés pour continuer.',
  },
};

addAppMessages('checkout', messages);
