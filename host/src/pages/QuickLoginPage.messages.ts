/** The texts of the quick sign-in page (/___login), in the host's namespace: loaded with the page's chunk. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { HostMessages } from '../i18n/messages';

export const messages: HostMessages = {
  en: {
    'quick.title': 'Quick sign-in',
    'quick.intro':
      'A shortcut for working on the shop on your own computer: pick one of the test accounts and you are signed in without typing a password.',
    'quick.local': 'This copy of the shop uses the local test sign-in service. The test accounts will be listed here once signing in is connected.',
    'quick.unavailable': 'Quick sign-in is only available on a local copy of the shop that uses the test sign-in service.',
    'quick.accounts.title': 'Test accounts',
    'quick.accounts.i1': 'A customer, to shop, pay with test cards and follow orders.',
    'quick.accounts.i2': 'An administrator, to manage the catalogue, orders and users.',
    'quick.link.login': 'Sign in with email and password',
  },
  es: {
    'quick.title': 'Acceso rápido',
    'quick.intro':
      'Un atajo para trabajar en la tienda en tu propio ordenador: elige una de las cuentas de prueba e inicias sesión sin escribir ninguna contraseña.',
    'quick.local':
      'Esta copia de la tienda usa el servicio local de inicio de sesión de prueba. Las cuentas de prueba aparecerán aquí cuando el inicio de sesión esté conectado.',
    'quick.unavailable':
      'El acceso rápido solo está disponible en una copia local de la tienda que use el servicio de inicio de sesión de prueba.',
    'quick.accounts.title': 'Cuentas de prueba',
    'quick.accounts.i1': 'Un cliente, para comprar, pagar con tarjetas de prueba y seguir los pedidos.',
    'quick.accounts.i2': 'Un administrador, para gestionar el catálogo, los pedidos y los usuarios.',
    'quick.link.login': 'Iniciar sesión con correo electrónico y contraseña',
  },
  fr: {
    'quick.title': 'Connexion rapide',
    'quick.intro':
      'Un raccourci pour travailler sur la boutique sur votre propre ordinateur : choisissez l’un des comptes de test et vous êtes connecté sans saisir de mot de passe.',
    'quick.local':
      'Cette copie de la boutique utilise le service de connexion de test local. Les comptes de test s’afficheront ici dès que la connexion sera branchée.',
    'quick.unavailable':
      'La connexion rapide n’est disponible que sur une copie locale de la boutique qui utilise le service de connexion de test.',
    'quick.accounts.title': 'Comptes de test',
    'quick.accounts.i1': 'Un client, pour acheter, payer avec des cartes de test et suivre ses commandes.',
    'quick.accounts.i2': 'Un administrateur, pour gérer le catalogue, les commandes et les utilisateurs.',
    'quick.link.login': 'Se connecter avec une adresse e-mail et un mot de passe',
  },
};

addAppMessages('host', messages);
