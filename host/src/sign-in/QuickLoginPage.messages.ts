/** The texts of the quick sign-in page (/___login), in the host's namespace: registered by the page, in its chunk. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'quick.title': 'Quick sign-in',
    'quick.intro':
      'A shortcut for working on the shop on your own computer: pick one of the test accounts and you are signed in without typing a password.',
    'quick.local': 'This copy of the shop uses the local test sign-in service, so the test accounts below can sign in with one click.',
    'quick.current': 'You are signed in as {{email}}. Choosing an account below signs you in as that account instead.',
    'quick.signInAs': 'Sign in as {{email}}',
    'quick.account.customer': 'A customer, to shop, pay with test cards and follow orders.',
    'quick.account.admin': 'An administrator, to manage the catalogue, orders and users.',
    'quick.accounts.title': 'Test accounts',
    'quick.link.login': 'Sign in with email and password',
  },
  es: {
    'quick.title': 'Acceso rápido',
    'quick.intro':
      'Un atajo para trabajar en la tienda en tu propio ordenador: elige una de las cuentas de prueba e inicias sesión sin escribir ninguna contraseña.',
    'quick.local':
      'Esta copia de la tienda usa el servicio local de inicio de sesión de prueba: las cuentas de prueba de abajo inician sesión con un clic.',
    'quick.current': 'Has iniciado sesión como {{email}}. Si eliges una cuenta de abajo, iniciarás sesión con esa cuenta.',
    'quick.signInAs': 'Iniciar sesión como {{email}}',
    'quick.account.customer': 'Un cliente, para comprar, pagar con tarjetas de prueba y seguir los pedidos.',
    'quick.account.admin': 'Un administrador, para gestionar el catálogo, los pedidos y los usuarios.',
    'quick.accounts.title': 'Cuentas de prueba',
    'quick.link.login': 'Iniciar sesión con correo electrónico y contraseña',
  },
  fr: {
    'quick.title': 'Connexion rapide',
    'quick.intro':
      'Un raccourci pour travailler sur la boutique sur votre propre ordinateur : choisissez l’un des comptes de test et vous êtes connecté sans saisir de mot de passe.',
    'quick.local':
      'Cette copie de la boutique utilise le service de connexion de test local : les comptes de test ci-dessous se connectent en un clic.',
    'quick.current': 'Vous êtes connecté en tant que {{email}}. Choisir un compte ci-dessous vous connecte avec ce compte.',
    'quick.signInAs': 'Se connecter en tant que {{email}}',
    'quick.account.customer': 'Un client, pour acheter, payer avec des cartes de test et suivre ses commandes.',
    'quick.account.admin': 'Un administrateur, pour gérer le catalogue, les commandes et les utilisateurs.',
    'quick.accounts.title': 'Comptes de test',
    'quick.link.login': 'Se connecter avec une adresse e-mail et un mot de passe',
  },
};
