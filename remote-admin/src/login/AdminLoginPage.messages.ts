/** The admin sign-in (/admin/login): texts in the admin namespace. */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'login.title': 'Admin sign-in',
    'login.intro': 'Shop administrators sign in here with their email and password to manage products, orders and users.',
    'login.email': 'Email',
    'login.password': 'Password',
    'login.submit': 'Sign in',
    'login.notAdmin': 'The account {{email}} is not a shop administrator, so it cannot open the admin area.',
    'login.otherAccount': 'Sign in with an administrator account instead, or go back to the shop.',
    'login.signOut': 'Sign out',
    'login.toShop': 'Back to the shop',
  },
  es: {
    'login.title': 'Acceso de administración',
    'login.intro': 'Los administradores de la tienda inician sesión aquí con su correo electrónico y su contraseña para gestionar productos, pedidos y usuarios.',
    'login.email': 'Correo electrónico',
    'login.password': 'Contraseña',
    'login.submit': 'Iniciar sesión',
    'login.notAdmin': 'La cuenta {{email}} no es de un administrador de la tienda, así que no puede abrir el área de administración.',
    'login.otherAccount': 'Inicia sesión con una cuenta de administrador o vuelve a la tienda.',
    'login.signOut': 'Cerrar sesión',
    'login.toShop': 'Volver a la tienda',
  },
  fr: {
    'login.title': 'Connexion administrateur',
    'login.intro': 'Les administrateurs de la boutique se connectent ici avec leur adresse e-mail et leur mot de passe pour gérer les produits, les commandes et les utilisateurs.',
    'login.email': 'E-mail',
    'login.password': 'Mot de passe',
    'login.submit': 'Se connecter',
    'login.notAdmin': 'Le compte {{email}} n’est pas administrateur de la boutique : il ne peut pas ouvrir l’espace d’administration.',
    'login.otherAccount': 'Connectez-vous avec un compte administrateur, ou revenez à la boutique.',
    'login.signOut': 'Se déconnecter',
    'login.toShop': 'Retour à la boutique',
  },
};

addAppMessages('admin', messages);
