/**
 * The API's words about cash on delivery, in the request's (or the order's) language: why it is
 * not offered (the payment step shows the offer's `message`; a checkout refused with 422
 * `cod_unavailable` has it on the field `paymentMethod`), and the lines of the customer's e-mails.
 */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'refusal.disabled': 'This shop does not take cash on delivery.',
    'refusal.pincode': 'Cash on delivery is not available for this PIN code.',
    'refusal.category': 'Some items in your cart cannot be paid on delivery.',
    'refusal.below_min': 'Cash on delivery is available for orders from {{amount}}.',
    'refusal.above_max': 'Cash on delivery is available for orders up to {{amount}}.',
    'refusal.refusals': 'Cash on delivery is no longer available to you: earlier orders were refused at the door. Please pay online.',
    'refusal.open_orders': 'You already have as many cash-on-delivery orders open as a guest may. Sign in, or pay online.',
    'mail.payable': 'Amount payable on delivery: {{amount}}',
    'mail.fee': 'Including the cash-on-delivery fee of {{amount}}',
    'mail.confirm.subject': 'Please confirm your order {{number}} (cash on delivery)',
    'mail.confirm.intro': 'You chose to pay in cash on delivery. Please confirm the order so that we can send it.',
    'mail.confirm.deadline': 'An order not confirmed by {{deadline}} is cancelled.',
    'mail.confirm.link': 'Confirm the order',
  },
  es: {
    'refusal.disabled': 'Esta tienda no acepta pago contra reembolso.',
    'refusal.pincode': 'El pago contra reembolso no está disponible para este código PIN.',
    'refusal.category': 'Algunos artículos de tu carrito no se pueden pagar contra reembolso.',
    'refusal.below_min': 'El pago contra reembolso está disponible para pedidos desde {{amount}}.',
    'refusal.above_max': 'El pago contra reembolso está disponible para pedidos de hasta {{amount}}.',
    'refusal.refusals': 'El pago contra reembolso ya no está disponible para ti: se rechazaron pedidos anteriores en la entrega. Paga en línea, por favor.',
    'refusal.open_orders': 'Ya tienes tantos pedidos contra reembolso abiertos como permite un invitado. Inicia sesión o paga en línea.',
    'mail.payable': 'Importe a pagar en la entrega: {{amount}}',
    'mail.fee': 'Incluye el cargo por pago contra reembolso de {{amount}}',
    'mail.confirm.subject': 'Confirma tu pedido {{number}} (contra reembolso)',
    'mail.confirm.intro': 'Elegiste pagar en efectivo contra reembolso. Confirma el pedido para que podamos enviarlo.',
    'mail.confirm.deadline': 'Un pedido no confirmado antes del {{deadline}} se cancela.',
    'mail.confirm.link': 'Confirmar el pedido',
  },
  fr: {
    'refusal.disabled': 'Cette boutique n’accepte pas le paiement à la livraison.',
    'refusal.pincode': 'Le paiement à la livraison n’est pas disponible pour ce code PIN.',
    'refusal.category': 'Certains articles de votre panier ne peuvent pas être payés à la livraison.',
    'refusal.below_min': 'Le paiement à la livraison est possible pour les commandes à partir de {{amount}}.',
    'refusal.above_max': 'Le paiement à la livraison est possible pour les commandes jusqu’à {{amount}}.',
    'refusal.refusals': 'Le paiement à la livraison ne vous est plus proposé : des commandes précédentes ont été refusées à la livraison. Merci de payer en ligne.',
    'refusal.open_orders': 'Vous avez déjà autant de commandes à payer à la livraison en cours qu’un invité le peut. Connectez-vous, ou payez en ligne.',
    'mail.payable': 'Montant à payer à la livraison : {{amount}}',
    'mail.fee': 'Dont les frais de paiement à la livraison de {{amount}}',
    'mail.confirm.subject': 'Merci de confirmer votre commande {{number}} (paiement à la livraison)',
    'mail.confirm.intro': 'Vous avez choisi de payer en espèces à la livraison. Merci de confirmer la commande pour que nous puissions l’expédier.',
    'mail.confirm.deadline': 'Une commande non confirmée avant le {{deadline}} est annulée.',
    'mail.confirm.link': 'Confirmer la commande',
  },
};

addAppMessages('cod', messages);
