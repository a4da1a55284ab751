/** The texts of a shipped order's carrier and tracking number in My orders. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'orders.shipment.carrier': 'Shipped on {{date}} with {{carrier}}.',
    'orders.shipment.trackingNumber': 'Tracking number',
    'orders.shipment.track': 'Track your parcel on {{carrier}}’s site',
  },
  es: {
    'orders.shipment.carrier': 'Enviado el {{date}} con {{carrier}}.',
    'orders.shipment.trackingNumber': 'Número de seguimiento',
    'orders.shipment.track': 'Sigue tu paquete en el sitio de {{carrier}}',
  },
  fr: {
    'orders.shipment.carrier': 'Expédiée le {{date}} avec {{carrier}}.',
    'orders.shipment.trackingNumber': 'Numéro de suivi',
    'orders.shipment.track': 'Suivre votre colis sur le site de {{carrier}}',
  },
};

addAppMessages('checkout', messages);
