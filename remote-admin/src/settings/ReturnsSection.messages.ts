/** The texts of Settings › Returns: the window, the reasons and the categories never taken back. */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'settings.returns.intro': 'What customers may send back from My orders, and what the refund policy page says.',
    'settings.returns.windowDays': 'Return window (days after delivery)',
    'settings.returns.windowDaysHelp': '0: the shop takes no returns.',
    'settings.returns.reasons': 'Reasons a customer chooses from (one per line)',
    'settings.returns.nonReturnableCategories': 'Categories never taken back',
  },
  es: {
    'settings.returns.intro': 'Lo que los clientes pueden devolver desde Mis pedidos, y lo que dice la página de la política de reembolsos.',
    'settings.returns.windowDays': 'Plazo de devolución (días tras la entrega)',
    'settings.returns.windowDaysHelp': '0: la tienda no acepta devoluciones.',
    'settings.returns.reasons': 'Motivos entre los que elige el cliente (uno por línea)',
    'settings.returns.nonReturnableCategories': 'Categorías que no se aceptan de vuelta',
  },
  fr: {
    'settings.returns.intro': 'Ce que les clients peuvent renvoyer depuis Mes commandes, et ce que dit la page de la politique de remboursement.',
    'settings.returns.windowDays': 'Délai de retour (jours après la livraison)',
    'settings.returns.windowDaysHelp': '0 : la boutique ne reprend rien.',
    'settings.returns.reasons': 'Motifs proposés au client (un par ligne)',
    'settings.returns.nonReturnableCategories': 'Catégories jamais reprises',
  },
};

addAppMessages('admin', messages);
