/**
 * The API's words about draft orders, order edits and payment links, in the caller's language (a
 * refusal on the field it is about) or the order's (the payment link's e-mail and WhatsApp text).
 */
import { addAppMessages, i18n } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';
import type { Locale } from 'shared-contracts/i18n/locales';

export const messages: Messages = {
  en: {
    'refusal.shipped': 'This order has left the shop: it can no longer be edited.',
    'refusal.state': 'Only an order awaiting payment, or paid and not yet shipped, can be edited.',
    'refusal.awaiting': 'This order is cancelled or already settled: its payment link is closed.',
    'refusal.link': 'This payment link is not valid.',
    'refusal.link_closed': 'This payment link has expired or has already been paid.',
    'refusal.customer': 'No customer has this account.',
    'refusal.email': 'Give an e-mail address to send the link to.',
    'refusal.unchanged': 'Change a line, a quantity or the address first.',
    'refusal.custom_lines': 'Custom lines are turned off in Settings › Checkout.',
    'mail.subject.order': 'Payment link for your order {{number}}',
    'mail.subject.edit': 'Your order {{number}} was changed: the difference to pay',
    'mail.order': 'Here is the link to pay for your order {{number}}: {{amount}}. It is valid until {{date}}.',
    'mail.edit': 'Your order {{number}} was changed as agreed. The difference to pay is {{amount}}; the link is valid until {{date}}.',
    'mail.line': '{{quantity}} × {{title}}',
    'mail.pay': 'Pay {{amount}}',
    whatsapp: 'Order {{number}}: please pay {{amount}} here: {{url}}',
  },
  es: {
    'refusal.shipped': 'Este pedido ya salió de la tienda: ya no se puede modificar.',
    'refusal.state': 'Solo se puede modificar un pedido pendiente de pago, o pagado y aún no enviado.',
    'refusal.awaiting': 'Este pedido está cancelado o ya liquidado: su enlace de pago está cerrado.',
    'refusal.link': 'Este enlace de pago no es válido.',
    'refusal.link_closed': 'Este enlace de pago ha caducado o ya se ha pagado.',
    'refusal.customer': 'Ningún cliente tiene esta cuenta.',
    'refusal.email': 'Indica una dirección de correo a la que enviar el enlace.',
    'refusal.unchanged': 'Cambia primero una línea, una cantidad o la dirección.',
    'refusal.custom_lines': 'Las líneas personalizadas están desactivadas en Ajustes › Compra.',
    'mail.subject.order': 'Enlace de pago de tu pedido {{number}}',
    'mail.subject.edit': 'Tu pedido {{number}} ha cambiado: la diferencia a pagar',
    'mail.order': 'Este es el enlace para pagar tu pedido {{number}}: {{amount}}. Es válido hasta el {{date}}.',
    'mail.edit': 'Tu pedido {{number}} se ha modificado según lo acordado. La diferencia a pagar es {{amount}}; el enlace es válido hasta el {{date}}.',
    'mail.line': '{{quantity}} × {{title}}',
    'mail.pay': 'Pagar {{amount}}',
    whatsapp: 'Pedido {{number}}: paga {{amount}} aquí: {{url}}',
  },
  fr: {
    'refusal.shipped': 'Cette commande a quitté la boutique : elle ne peut plus être modifiée.',
    'refusal.state': 'Seule une commande en attente de paiement, ou payée et pas encore expédiée, peut être modifiée.',
    'refusal.awaiting': 'Cette commande est annulée ou déjà réglée : son lien de paiement est fermé.',
    'refusal.link': 'Ce lien de paiement n’est pas valide.',
    'refusal.link_closed': 'Ce lien de paiement a expiré ou a déjà été payé.',
    'refusal.customer': 'Aucun client n’a ce compte.',
    'refusal.email': 'Indiquez une adresse e-mail à laquelle envoyer le lien.',
    'refusal.unchanged': 'Modifiez d’abord une ligne, une quantité ou l’adresse.',
    'refusal.custom_lines': 'Les lignes personnalisées sont désactivées dans Paramètres › Commande.',
    'mail.subject.order': 'Lien de paiement de votre commande {{number}}',
    'mail.subject.edit': 'Votre commande {{number}} a changé : la différence à payer',
    'mail.order': 'Voici le lien pour payer votre commande {{number}} : {{amount}}. Il est valable jusqu’au {{date}}.',
    'mail.edit': 'Votre commande {{number}} a été modifiée comme convenu. La différence à payer est de {{amount}} ; le lien est valable jusqu’au {{date}}.',
    'mail.line': '{{quantity}} × {{title}}',
    'mail.pay': 'Payer {{amount}}',
    whatsapp: 'Commande {{number}} : merci de payer {{amount}} ici : {{url}}',
  },
};

addAppMessages('order-edits', messages);

/** One of these words in `lng`, values inserted as they are (the mails escape them themselves). */
export const tr = (key: string, lng: Locale, values: Record<string, unknown> = {}) => i18n.t(`order-edits:${key}`, { lng, ...values, interpolation: { escapeValue: false } });
