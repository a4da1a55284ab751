/** The texts of the shop's notices to its own staff, in the store's language (Settings > Store details): extra recipients' e-mails and Slack (webhooks/events.ts). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'paid.subject': 'New paid order {{number}}: {{total}}',
    'paid.text': 'Order {{number}} was paid: {{total}}, {{count}} item(s), to {{city}}.',
    'paid.link': 'Open it in the admin: {{url}}',
    'paid.open': 'Open it in the admin',
    'stockLow.text': 'Stock is low: {{title}} has {{stock}} left.',
    'test.text': 'A test delivery from {{shop}}.',
  },
  es: {
    'paid.subject': 'Nuevo pedido pagado {{number}}: {{total}}',
    'paid.text': 'El pedido {{number}} se ha pagado: {{total}}, {{count}} artículo(s), para {{city}}.',
    'paid.link': 'Ábrelo en la administración: {{url}}',
    'paid.open': 'Ábrelo en la administración',
    'stockLow.text': 'Quedan pocas existencias: {{title}} tiene {{stock}}.',
    'test.text': 'Un envío de prueba de {{shop}}.',
  },
  fr: {
    'paid.subject': 'Nouvelle commande payée {{number}} : {{total}}',
    'paid.text': 'La commande {{number}} a été payée : {{total}}, {{count}} article(s), pour {{city}}.',
    'paid.link': 'Ouvrez-la dans l’administration : {{url}}',
    'paid.open': 'Ouvrez-la dans l’administration',
    'stockLow.text': 'Stock bas : il reste {{stock}} de {{title}}.',
    'test.text': 'Un envoi de test de {{shop}}.',
  },
};

addAppMessages('notify', messages);
