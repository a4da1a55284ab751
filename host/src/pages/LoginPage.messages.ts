/** The texts of the sign-in page (/login), in the host's namespace: loaded with the page's chunk. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { HostMessages } from '../i18n/messages';

export const messages: HostMessages = {
  en: {
    'login.title': 'Sign in',
    'login.intro':
      'Sign in with your email address and password to follow your orders, keep your delivery addresses and check out faster.',
    'login.new.title': 'New to Haat?',
    'login.new.p1':
      'Creating an account takes an email address and a password of at least {{min}} characters, with at least one lowercase letter and one digit.',
    'login.staff.title': 'Shop staff',
    'login.staff.p1': 'Administrators sign in on the admin sign-in page.',
  },
  es: {
    'login.title': 'Iniciar sesión',
    'login.intro':
      'Inicia sesión con tu correo electrónico y tu contraseña para seguir tus pedidos, guardar tus direcciones de entrega y pagar más rápido.',
    'login.new.title': '¿Eres nuevo en Haat?',
    'login.new.p1':
      'Para crear una cuenta basta con un correo electrónico y una contraseña de al menos {{min}} caracteres, con al menos una letra minúscula y un dígito.',
    'login.staff.title': 'Personal de la tienda',
    'login.staff.p1': 'Los administradores inician sesión en la página de acceso de administración.',
  },
  fr: {
    'login.title': 'Connexion',
    'login.intro':
      'Connectez-vous avec votre adresse e-mail et votre mot de passe pour suivre vos commandes, enregistrer vos adresses de livraison et payer plus vite.',
    'login.new.title': 'Nouveau chez Haat ?',
    'login.new.p1':
      'Pour créer un compte, il suffit d’une adresse e-mail et d’un mot de passe d’au moins {{min}} caractères, avec au moins une lettre minuscule et un chiffre.',
    'login.staff.title': 'Équipe de la boutique',
    'login.staff.p1': 'Les administrateurs se connectent sur la page de connexion de l’administration.',
  },
};

addAppMessages('host', messages);
