/** The texts of the admin layout's chrome (title, sections, sign-out); registered by AdminLayout. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'admin.title': 'Admin',
    'admin.nav': 'Admin sections',
    'admin.dashboard': 'Dashboard',
    'admin.listing': 'Listing',
    'admin.orders': 'Orders',
    'admin.users': 'Users',
    'admin.discounts': 'Discounts',
    'admin.reports': 'GST reports',
    'admin.settings': 'Settings',
    'admin.backToShop': 'Back to the shop',
    'admin.signOut': 'Sign out',
  },
  es: {
    'admin.title': 'Administración',
    'admin.nav': 'Secciones de administración',
    'admin.dashboard': 'Panel',
    'admin.listing': 'Catálogo',
    'admin.orders': 'Pedidos',
    'admin.users': 'Usuarios',
    'admin.discounts': 'Descuentos',
    'admin.reports': 'Informes GST',
    'admin.settings': 'Ajustes',
    'admin.backToShop': 'Volver a la tienda',
    'admin.signOut': 'Cerrar sesión',
  },
  fr: {
    'admin.title': 'Administration',
    'admin.nav': 'Sections d’administration',
    'admin.dashboard': 'Tableau de bord',
    'admin.listing': 'Catalogue',
    'admin.orders': 'Commandes',
    'admin.users': 'Utilisateurs',
    'admin.discounts': 'Réductions',
    'admin.reports': 'Déclarations GST',
    'admin.settings': 'Paramètres',
    'admin.backToShop': 'Retour à la boutique',
    'admin.signOut': 'Se déconnecter',
  },
};
