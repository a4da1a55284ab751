/** The API's words about staff two-factor sign-in (field messages on `code`), in the caller's language. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    wrongCode: 'That code is not right. Check the time on your phone and enter the code your app shows now.',
    usedRecoveryCode: 'That recovery code is not right or was already used.',
    notEnrolled: 'No authenticator app is set up for your account yet.',
    noEnrolment: 'Start setting up your authenticator app first.',
    alreadyEnrolled: 'An authenticator app is already set up. Ask an owner to reset it if you lost your device.',
    staffOnly: 'Two-factor sign-in is for the shop’s staff.',
  },
  es: {
    wrongCode: 'Ese código no es correcto. Comprueba la hora de tu teléfono e introduce el código que muestra tu app ahora.',
    usedRecoveryCode: 'Ese código de recuperación no es correcto o ya se usó.',
    notEnrolled: 'Tu cuenta aún no tiene ninguna app de autenticación configurada.',
    noEnrolment: 'Primero empieza a configurar tu app de autenticación.',
    alreadyEnrolled: 'Ya hay una app de autenticación configurada. Si perdiste tu dispositivo, pide a un propietario que la restablezca.',
    staffOnly: 'El inicio de sesión en dos pasos es para el personal de la tienda.',
  },
  fr: {
    wrongCode: 'Ce code n’est pas bon. Vérifiez l’heure de votre téléphone et saisissez le code que votre application affiche maintenant.',
    usedRecoveryCode: 'Ce code de secours n’est pas bon ou a déjà servi.',
    notEnrolled: 'Aucune application d’authentification n’est encore configurée pour votre compte.',
    noEnrolment: 'Commencez d’abord à configurer votre application d’authentification.',
    alreadyEnrolled: 'Une application d’authentification est déjà configurée. Si vous avez perdu votre appareil, demandez à un propriétaire de la réinitialiser.',
    staffOnly: 'La connexion en deux étapes est réservée au personnel de la boutique.',
  },
};

addAppMessages('twoFactor', messages);
