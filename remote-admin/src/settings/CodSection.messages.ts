/** Settings › Cash on delivery (issue 32 item 3): the section's texts in the admin namespace (its tab's label: CodTab.messages). */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'settings.cod.intro': 'Whether shoppers may pay in cash when the parcel arrives, and within which limits. A COD order is confirmed by the shopper before you pack it; refusals at the door are counted per account and per phone number.',
    'settings.cod.enabled': 'Offer cash on delivery',
    'settings.cod.minOrder': 'From an order value of (₹)',
    'settings.cod.maxOrder': 'Up to an order value of (₹)',
    'settings.cod.fee': 'Cash-on-delivery fee (₹, GST included)',
    'settings.cod.feeHelp': 'Added to the shipping line of the order and its invoice; 0 for none.',
    'settings.cod.pincodePrefixes': 'PIN codes served',
    'settings.cod.pincodePrefixesHelp': 'PIN codes or their first digits (302, 110001); none: everywhere you deliver.',
    'settings.cod.excludedCategories': 'Categories never sent cash on delivery',
    'settings.cod.maxRefusals': 'Refusals at the door allowed',
    'settings.cod.maxRefusalsHelp': 'Above this many refused parcels, an account or phone number must pay online.',
    'settings.cod.guestOpenPerPhone': 'Open COD orders per guest phone number',
    'settings.cod.guestOpenPerEmail': 'Open COD orders per guest e-mail address',
    'settings.cod.confirmHours': 'Hours to confirm an order',
    'settings.cod.confirmHoursHelp': 'An order not confirmed in time is cancelled and its stock returned.',
  },
  es: {
    'settings.cod.intro': 'Si los compradores pueden pagar en efectivo al recibir el paquete, y con qué límites. El comprador confirma un pedido contra reembolso antes de que lo empaquetes; los rechazos en la entrega se cuentan por cuenta y por número de teléfono.',
    'settings.cod.enabled': 'Ofrecer pago contra reembolso',
    'settings.cod.minOrder': 'Desde un importe de pedido de (₹)',
    'settings.cod.maxOrder': 'Hasta un importe de pedido de (₹)',
    'settings.cod.fee': 'Cargo por contra reembolso (₹, GST incluido)',
    'settings.cod.feeHelp': 'Se suma a la línea de envío del pedido y de su factura; 0 si no hay.',
    'settings.cod.pincodePrefixes': 'Códigos PIN atendidos',
    'settings.cod.pincodePrefixesHelp': 'Códigos PIN o sus primeras cifras (302, 110001); ninguno: donde entregues.',
    'settings.cod.excludedCategories': 'Categorías que nunca se envían contra reembolso',
    'settings.cod.maxRefusals': 'Rechazos en la entrega permitidos',
    'settings.cod.maxRefusalsHelp': 'Por encima de estos paquetes rechazados, una cuenta o un teléfono debe pagar en línea.',
    'settings.cod.guestOpenPerPhone': 'Pedidos contra reembolso abiertos por teléfono de invitado',
    'settings.cod.guestOpenPerEmail': 'Pedidos contra reembolso abiertos por correo de invitado',
    'settings.cod.confirmHours': 'Horas para confirmar un pedido',
    'settings.cod.confirmHoursHelp': 'Un pedido no confirmado a tiempo se cancela y su stock se devuelve.',
  },
  fr: {
    'settings.cod.intro': 'Si les acheteurs peuvent payer en espèces à la réception du colis, et dans quelles limites. L’acheteur confirme une commande à payer à la livraison avant que vous ne l’emballiez ; les refus à la porte sont comptés par compte et par numéro de téléphone.',
    'settings.cod.enabled': 'Proposer le paiement à la livraison',
    'settings.cod.minOrder': 'À partir d’un montant de commande de (₹)',
    'settings.cod.maxOrder': 'Jusqu’à un montant de commande de (₹)',
    'settings.cod.fee': 'Frais de paiement à la livraison (₹, TVA GST incluse)',
    'settings.cod.feeHelp': 'Ajoutés à la ligne d’expédition de la commande et de sa facture ; 0 pour aucun.',
    'settings.cod.pincodePrefixes': 'Codes PIN desservis',
    'settings.cod.pincodePrefixesHelp': 'Codes PIN ou leurs premiers chiffres (302, 110001) ; aucun : partout où vous livrez.',
    'settings.cod.excludedCategories': 'Catégories jamais envoyées contre paiement à la livraison',
    'settings.cod.maxRefusals': 'Refus à la porte admis',
    'settings.cod.maxRefusalsHelp': 'Au-delà de ce nombre de colis refusés, un compte ou un numéro doit payer en ligne.',
    'settings.cod.guestOpenPerPhone': 'Commandes en cours par téléphone d’invité',
    'settings.cod.guestOpenPerEmail': 'Commandes en cours par e-mail d’invité',
    'settings.cod.confirmHours': 'Heures pour confirmer une commande',
    'settings.cod.confirmHoursHelp': 'Une commande non confirmée à temps est annulée et son stock rendu.',
  },
};

addAppMessages('admin', messages);
