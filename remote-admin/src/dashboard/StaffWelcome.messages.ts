/** The dashboard of a role without reports (dashboard/StaffWelcome): texts in the admin namespace. */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'welcome.intro': 'You are signed in as {{email}}, with the role {{role}}. These are the sections your role may use:',
    'welcome.section.listing': 'Listing: products and stock',
    'welcome.section.orders': 'Orders',
    'welcome.section.returns': 'Returns',
    'welcome.section.users': 'Users and staff',
    'welcome.section.discounts': 'Discounts',
    'welcome.section.reports': 'GST reports',
    'welcome.section.settings': 'Settings',
  },
  es: {
    'welcome.intro': 'Has iniciado sesión como {{email}}, con el rol {{role}}. Estas son las secciones que puede usar tu rol:',
    'welcome.section.listing': 'Catálogo: productos y existencias',
    'welcome.section.orders': 'Pedidos',
    'welcome.section.returns': 'Devoluciones',
    'welcome.section.users': 'Usuarios y equipo',
    'welcome.section.discounts': 'Descuentos',
    'welcome.section.reports': 'Informes GST',
    'welcome.section.settings': 'Ajustes',
  },
  fr: {
    'welcome.intro': 'Vous êtes connecté en tant que {{email}}, avec le rôle {{role}}. Voici les sections que votre rôle permet d’utiliser :',
    'welcome.section.listing': 'Catalogue : produits et stocks',
    'welcome.section.orders': 'Commandes',
    'welcome.section.returns': 'Retours',
    'welcome.section.users': 'Utilisateurs et équipe',
    'welcome.section.discounts': 'Réductions',
    'welcome.section.reports': 'Rapports GST',
    'welcome.section.settings': 'Paramètres',
  },
};

addAppMessages('admin', messages);
