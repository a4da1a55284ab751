/** The staff invite e-mail (staff/invite-mail.ts), in the inviting owner's language. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'staffInvite.subject': 'You are invited to run {{shop}} with us',
    'staffInvite.greeting': 'Hello,',
    'staffInvite.intro': '{{inviter}} has added {{email}} to the team of {{shop}}, with the role {{role}}.',
    'staffInvite.newAccount': 'Choose your password to start',
    'staffInvite.existingAccount': 'Sign in to the shop’s admin area with your usual password',
    'staffInvite.after': 'Then sign in to the admin area at {{url}}.',
    'staffInvite.ignore': 'If you did not expect this, ignore this e-mail and tell the shop.',
  },
  es: {
    'staffInvite.subject': 'Te invitan a llevar {{shop}} con el equipo',
    'staffInvite.greeting': 'Hola:',
    'staffInvite.intro': '{{inviter}} ha añadido {{email}} al equipo de {{shop}}, con el rol {{role}}.',
    'staffInvite.newAccount': 'Elige tu contraseña para empezar',
    'staffInvite.existingAccount': 'Inicia sesión en la administración de la tienda con tu contraseña de siempre',
    'staffInvite.after': 'Después, inicia sesión en la administración en {{url}}.',
    'staffInvite.ignore': 'Si no lo esperabas, ignora este correo y avisa a la tienda.',
  },
  fr: {
    'staffInvite.subject': 'Vous êtes invité à faire vivre {{shop}} avec l’équipe',
    'staffInvite.greeting': 'Bonjour,',
    'staffInvite.intro': '{{inviter}} a ajouté {{email}} à l’équipe de {{shop}}, avec le rôle {{role}}.',
    'staffInvite.newAccount': 'Choisissez votre mot de passe pour commencer',
    'staffInvite.existingAccount': 'Connectez-vous à l’administration de la boutique avec votre mot de passe habituel',
    'staffInvite.after': 'Connectez-vous ensuite à l’administration sur {{url}}.',
    'staffInvite.ignore': 'Si vous ne vous y attendiez pas, ignorez cet e-mail et prévenez la boutique.',
  },
};

addAppMessages('mail', messages);
