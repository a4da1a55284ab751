/** Cash on delivery on the payment page and in My orders (issue 32 item 3), in the checkout remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'cod.title': 'Cash on delivery',
    'cod.needAddress': 'Enter your PIN code and phone number above to see whether you can pay on delivery.',
    'cod.checking': 'Checking whether you can pay on delivery…',
    'cod.offer': 'Pay {{amount}} in cash when the parcel arrives.',
    'cod.fee': 'Includes a cash-on-delivery fee of {{fee}}.',
    'cod.confirmNote': 'We will ask you to confirm the order by e-mail before we send it.',
    'cod.place': 'Place order, pay {{amount}} on delivery',
    'cod.placed': 'Order {{number}} placed. Please confirm it from the e-mail we sent you, or here.',
    'cod.payable': 'Amount payable on delivery: {{amount}}',
    'cod.confirm': 'Confirm the order',
    'cod.confirmText': 'You chose to pay on delivery. Confirm the order so that we can send it.',
    'cod.confirmed': 'Order {{number}} is confirmed. We will send it soon.',
  },
  es: {
    'cod.title': 'Pago contra reembolso',
    'cod.needAddress': 'Escribe arriba tu código PIN y tu teléfono para saber si puedes pagar en la entrega.',
    'cod.checking': 'Comprobando si puedes pagar en la entrega…',
    'cod.offer': 'Paga {{amount}} en efectivo cuando llegue el paquete.',
    'cod.fee': 'Incluye un cargo por contra reembolso de {{fee}}.',
    'cod.confirmNote': 'Te pediremos que confirmes el pedido por correo antes de enviarlo.',
    'cod.place': 'Hacer el pedido y pagar {{amount}} en la entrega',
    'cod.placed': 'Pedido {{number}} realizado. Confírmalo desde el correo que te enviamos, o aquí.',
    'cod.payable': 'Importe a pagar en la entrega: {{amount}}',
    'cod.confirm': 'Confirmar el pedido',
    'cod.confirmText': 'Elegiste pagar en la entrega. Confirma el pedido para que podamos enviarlo.',
    'cod.confirmed': 'El pedido {{number}} está confirmado. Lo enviaremos pronto.',
  },
  fr: {
    'cod.title': 'Paiement à la livraison',
    'cod.needAddress': 'Saisissez votre code PIN et votre téléphone ci-dessus pour savoir si vous pouvez payer à la livraison.',
    'cod.checking': 'Nous vérifions si vous pouvez payer à la livraison…',
    'cod.offer': 'Payez {{amount}} en espèces à l’arrivée du colis.',
    'cod.fee': 'Dont des frais de paiement à la livraison de {{fee}}.',
    'cod.confirmNote': 'Nous vous demanderons de confirmer la commande par e-mail avant de l’expédier.',
    'cod.place': 'Commander et payer {{amount}} à la livraison',
    'cod.placed': 'Commande {{number}} passée. Confirmez-la depuis l’e-mail que nous vous avons envoyé, ou ici.',
    'cod.payable': 'Montant à payer à la livraison : {{amount}}',
    'cod.confirm': 'Confirmer la commande',
    'cod.confirmText': 'Vous avez choisi de payer à la livraison. Confirmez la commande pour que nous puissions l’expédier.',
    'cod.confirmed': 'La commande {{number}} est confirmée. Nous l’expédierons bientôt.',
  },
};

addAppMessages('checkout', messages);
