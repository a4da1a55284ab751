/** A page the staff member's role may not use (ui/RequireAdmin): texts in the admin namespace. */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'forbidden.title': 'Not part of your role',
    'forbidden.text': 'Your role ({{role}}) does not include this page: it needs the permission “{{permission}}”. Ask the shop’s owner if you need it.',
    'forbidden.back': 'Back to the dashboard',
  },
  es: {
    'forbidden.title': 'No forma parte de tu rol',
    'forbidden.text': 'Tu rol ({{role}}) no incluye esta página: necesita el permiso «{{permission}}». Pídeselo al propietario de la tienda si lo necesitas.',
    'forbidden.back': 'Volver al panel',
  },
  fr: {
    'forbidden.title': 'Hors de votre rôle',
    'forbidden.text': 'Votre rôle ({{role}}) ne comprend pas cette page : elle demande l’autorisation « {{permission}} ». Adressez-vous au propriétaire de la boutique si vous en avez besoin.',
    'forbidden.back': 'Retour au tableau de bord',
  },
};

addAppMessages('admin', messages);
