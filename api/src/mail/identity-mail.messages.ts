/** The texts of the shop's identity e-mails (mail/identity-mails.ts), in the customer's language. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'identity.greeting': 'Hello,',
    'identity.resetPassword.subject': 'Reset your password',
    'identity.resetPassword.intro': 'Someone asked to reset the password of the account {{email}} at our shop. If it was you, choose a new password:',
    'identity.resetPassword.link': 'Choose a new password',
    'identity.resetPassword.ignore': 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    'identity.verifyEmail.subject': 'Confirm your e-mail address',
    'identity.verifyEmail.intro': 'Welcome! Please confirm that {{email}} is your e-mail address:',
    'identity.verifyEmail.link': 'Confirm my e-mail address',
    'identity.verifyEmail.ignore': 'If you did not create an account at our shop, ignore this e-mail.',
    'identity.footer': 'You receive this e-mail because of a request made for {{email}} at our shop.',
  },
  es: {
    'identity.greeting': 'Hola:',
    'identity.resetPassword.subject': 'Restablece tu contraseña',
    'identity.resetPassword.intro': 'Alguien ha pedido restablecer la contraseña de la cuenta {{email}} en nuestra tienda. Si has sido tú, elige una contraseña nueva:',
    'identity.resetPassword.link': 'Elegir una contraseña nueva',
    'identity.resetPassword.ignore': 'Si no lo has pedido, ignora este correo: tu contraseña no cambia.',
    'identity.verifyEmail.subject': 'Confirma tu dirección de correo electrónico',
    'identity.verifyEmail.intro': '¡Te damos la bienvenida! Confirma que {{email}} es tu dirección de correo electrónico:',
    'identity.verifyEmail.link': 'Confirmar mi correo electrónico',
    'identity.verifyEmail.ignore': 'Si no has creado una cuenta en nuestra tienda, ignora este correo.',
    'identity.footer': 'Recibes este correo por una solicitud hecha para {{email}} en nuestra tienda.',
  },
  fr: {
    'identity.greeting': 'Bonjour,',
    'identity.resetPassword.subject': 'Réinitialisez votre mot de passe',
    'identity.resetPassword.intro': 'Quelqu’un a demandé à réinitialiser le mot de passe du compte {{email}} dans notre boutique. Si c’est vous, choisissez un nouveau mot de passe :',
    'identity.resetPassword.link': 'Choisir un nouveau mot de passe',
    'identity.resetPassword.ignore': 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.',
    'identity.verifyEmail.subject': 'Confirmez votre adresse e-mail',
    'identity.verifyEmail.intro': 'Bienvenue ! Confirmez que {{email}} est bien votre adresse e-mail :',
    'identity.verifyEmail.link': 'Confirmer mon adresse e-mail',
    'identity.verifyEmail.ignore': 'Si vous n’avez pas créé de compte dans notre boutique, ignorez cet e-mail.',
    'identity.footer': 'Vous recevez cet e-mail à la suite d’une demande faite pour {{email}} dans notre boutique.',
  },
};

addAppMessages('mail', messages);
