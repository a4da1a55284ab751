/** The dashboard's back-in-stock demand (issue 36 item 2). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'stockAlerts.title': 'Waiting for restock',
    'stockAlerts.intro': 'Shoppers who confirmed a back-in-stock alert and have not been told yet. They are e-mailed in the order they asked as units come back.',
    'stockAlerts.none': 'Nobody is waiting for a sold-out item.',
    'stockAlerts.product': 'Product',
    'stockAlerts.variant': 'Variant',
    'stockAlerts.waiting': 'Waiting',
    'stockAlerts.stock': 'In stock',
    'stockAlerts.total': '{{count}} waiting in all',
    'stockAlerts.failed': 'The waiting demand could not be loaded.',
  },
  es: {
    'stockAlerts.title': 'En espera de reposición',
    'stockAlerts.intro': 'Clientes que confirmaron un aviso de disponibilidad y aún no han sido avisados. Se les escribe por orden de llegada a medida que vuelven las unidades.',
    'stockAlerts.none': 'Nadie espera un artículo agotado.',
    'stockAlerts.product': 'Producto',
    'stockAlerts.variant': 'Variante',
    'stockAlerts.waiting': 'En espera',
    'stockAlerts.stock': 'En stock',
    'stockAlerts.total': '{{count}} en espera en total',
    'stockAlerts.failed': 'No se ha podido cargar la demanda en espera.',
  },
  fr: {
    'stockAlerts.title': 'En attente de réassort',
    'stockAlerts.intro': 'Clients ayant confirmé une alerte de retour en stock et pas encore prévenus. Ils reçoivent un e-mail dans l’ordre de leurs demandes à mesure que les pièces reviennent.',
    'stockAlerts.none': 'Personne n’attend un article épuisé.',
    'stockAlerts.product': 'Produit',
    'stockAlerts.variant': 'Variante',
    'stockAlerts.waiting': 'En attente',
    'stockAlerts.stock': 'En stock',
    'stockAlerts.total': '{{count}} en attente au total',
    'stockAlerts.failed': 'La demande en attente n’a pas pu être chargée.',
  },
};

addAppMessages('admin', messages);
