/** The confirmation page's texts for a guest (create an account; signed out), in the checkout remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'guestAccount.title': 'Create an account',
    'guestAccount.text': 'You checked out as a guest. Choose a password and this order, and your next ones, are kept in My orders.',
    'guestAccount.email': 'E-mail',
    'guestAccount.password': 'Password',
    'guestAccount.passwordHint': 'At least {{min}} characters, with a lowercase letter and a digit.',
    'guestAccount.submit': 'Create my account',
    'guestAccount.taken': 'An account with {{email}} already exists. Sign in to it, or use another e-mail address. This order stays in the e-mail we sent you.',
    'guestAccount.done': 'Your account is ready: this order is in My orders.',
    'guestAccount.toOrders': 'Go to My orders',
    'guestSignedOut.title': 'Sign in to see this order',
    'guestSignedOut.text':
      'This page shows an order to the account that placed it. Sign in to see it. If you paid as a guest, open the link in your e-mail in the browser you paid in, or create an account there from this page.',
    'guestSignedOut.signIn': 'Sign in',
    'guestSignedOut.createAccount': 'Create an account',
  },
  es: {
    'guestAccount.title': 'Crea una cuenta',
    'guestAccount.text': 'Has comprado como invitado. Elige una contraseña y este pedido, y los siguientes, se guardan en Mis pedidos.',
    'guestAccount.email': 'Correo electrónico',
    'guestAccount.password': 'Contraseña',
    'guestAccount.passwordHint': 'Al menos {{min}} caracteres, con una letra minúscula y un dígito.',
    'guestAccount.submit': 'Crear mi cuenta',
    'guestAccount.taken': 'Ya existe una cuenta con {{email}}. Inicia sesión en ella o usa otro correo electrónico. Este pedido sigue en el correo que te enviamos.',
    'guestAccount.done': 'Tu cuenta está lista: este pedido está en Mis pedidos.',
    'guestAccount.toOrders': 'Ir a Mis pedidos',
    'guestSignedOut.title': 'Inicia sesión para ver este pedido',
    'guestSignedOut.text':
      'Esta página muestra un pedido a la cuenta que lo hizo. Inicia sesión para verlo. Si pagaste como invitado, abre el enlace de tu correo en el navegador con el que pagaste, o crea allí una cuenta desde esta página.',
    'guestSignedOut.signIn': 'Iniciar sesión',
    'guestSignedOut.createAccount': 'Crear una cuenta',
  },
  fr: {
    'guestAccount.title': 'Créer un compte',
    'guestAccount.text': 'Vous avez commandé en tant qu’invité. Choisissez un mot de passe et cette commande, comme les suivantes, est gardée dans Mes commandes.',
    'guestAccount.email': 'E-mail',
    'guestAccount.password': 'Mot de passe',
    'guestAccount.passwordHint': 'Au moins {{min}} caractères, dont une lettre minuscule et un chiffre.',
    'guestAccount.submit': 'Créer mon compte',
    'guestAccount.taken': 'Un compte existe déjà avec {{email}}. Connectez-vous à ce compte ou utilisez une autre adresse e-mail. Cette commande reste dans l’e-mail que nous vous avons envoyé.',
    'guestAccount.done': 'Votre compte est prêt : cette commande est dans Mes commandes.',
    'guestAccount.toOrders': 'Aller à Mes commandes',
    'guestSignedOut.title': 'Connectez-vous pour voir cette commande',
    'guestSignedOut.text':
      'Cette page montre une commande au compte qui l’a passée. Connectez-vous pour la voir. Si vous avez payé en tant qu’invité, ouvrez le lien de votre e-mail dans le navigateur avec lequel vous avez payé, ou créez-y un compte depuis cette page.',
    'guestSignedOut.signIn': 'Se connecter',
    'guestSignedOut.createAccount': 'Créer un compte',
  },
};

addAppMessages('checkout', messages);
