/**
 * The API's words about discount codes, in the request's (or the order's) language: why a code is
 * refused (the field message of a 422 `discount_rejected`, shown as is under the code field), the
 * admin form's own checks, and the discount line of the customer's e-mails.
 */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'refusal.unknown': 'This discount code does not exist.',
    'refusal.expired': 'This discount code has expired.',
    'refusal.not_yet_valid': 'This discount code is not valid yet. It starts on {{date}}.',
    'refusal.below_minimum': 'This discount code needs an order of at least {{amount}}.',
    'refusal.exhausted': 'This discount code has been used up.',
    'refusal.customer_exhausted': 'You have already used this discount code.',
    'refusal.not_applicable': 'This discount code does not apply to the items in your cart.',
    'admin.untilBeforeFrom': 'The end must come after the start.',
    'mail.line': 'Discount {{code}}: −{{amount}}',
  },
  es: {
    'refusal.unknown': 'Este código de descuento no existe.',
    'refusal.expired': 'Este código de descuento ha caducado.',
    'refusal.not_yet_valid': 'Este código de descuento aún no es válido. Empieza el {{date}}.',
    'refusal.below_minimum': 'Este código de descuento requiere un pedido de al menos {{amount}}.',
    'refusal.exhausted': 'Este código de descuento se ha agotado.',
    'refusal.customer_exhausted': 'Ya has usado este código de descuento.',
    'refusal.not_applicable': 'Este código de descuento no se aplica a los artículos de tu carrito.',
    'admin.untilBeforeFrom': 'El final debe ser posterior al inicio.',
    'mail.line': 'Descuento {{code}}: −{{amount}}',
  },
  fr: {
    'refusal.unknown': 'Ce code de réduction n’existe pas.',
    'refusal.expired': 'Ce code de réduction a expiré.',
    'refusal.not_yet_valid': 'Ce code de réduction n’est pas encore valable. Il commence le {{date}}.',
    'refusal.below_minimum': 'Ce code de réduction demande une commande d’au moins {{amount}}.',
    'refusal.exhausted': 'Ce code de réduction a été entièrement utilisé.',
    'refusal.customer_exhausted': 'Vous avez déjà utilisé ce code de réduction.',
    'refusal.not_applicable': 'Ce code de réduction ne s’applique pas aux articles de votre panier.',
    'admin.untilBeforeFrom': 'La fin doit venir après le début.',
    'mail.line': 'Réduction {{code}} : −{{amount}}',
  },
};

addAppMessages('discounts', messages);
