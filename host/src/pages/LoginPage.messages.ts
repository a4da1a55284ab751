/** The texts of the sign-in page (/login), in the host's namespace: loaded with the page's chunk. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { HostMessages } from '../i18n/messages';

export const messages: HostMessages = {
  en: {
    'login.title': 'Sign in',
    'login.intro':
      'Sign in with your email address and password to follow your orders, keep your delivery addresses and check out faster.',
    'login.tab.signIn': 'Sign in',
    'login.tab.signUp': 'Create account',
    'login.signup.title': 'Create your account',
    'login.name': 'Name',
    'login.email': 'Email',
    'login.password': 'Password',
    'login.confirm': 'Confirm password',
    'login.passwordHelp': 'At least {{min}} characters, with a lowercase letter and a digit.',
    'login.submit.signIn': 'Sign in',
    'login.submit.signUp': 'Create account',
    'login.forgot': 'Forgot password?',
    'login.reset.title': 'Reset your password',
    'login.reset.intro': 'Enter the email address of your account and we will send you a link to choose a new password.',
    'login.reset.submit': 'Send the reset link',
    'login.reset.sent': 'We have sent a link to {{email}}. Open it to choose a new password, then sign in again.',
    'login.reset.back': 'Back to sign in',
    'login.signedIn.title': 'You are signed in',
    'login.signedIn.as': 'You are signed in as {{who}}.',
    'login.signedIn.continue': 'Continue',
    'login.signedIn.account': 'Go to my account',
    'login.signOut': 'Sign out',
    'login.new.title': 'New to Haat?',
    'login.new.p1':
      'Creating an account takes an email address and a password of at least {{min}} characters, with at least one lowercase letter and one digit.',
  },
  es: {
    'login.title': 'Iniciar sesión',
    'login.intro':
      'Inicia sesión con tu correo electrónico y tu contraseña para seguir tus pedidos, guardar tus direcciones de entrega y pagar más rápido.',
    'login.tab.signIn': 'Iniciar sesión',
    'login.tab.signUp': 'Crear cuenta',
    'login.signup.title': 'Crea tu cuenta',
    'login.name': 'Nombre',
    'login.email': 'Correo electrónico',
    'login.password': 'Contraseña',
    'login.confirm': 'Confirmar contraseña',
    'login.passwordHelp': 'Al menos {{min}} caracteres, con una letra minúscula y un dígito.',
    'login.submit.signIn': 'Iniciar sesión',
    'login.submit.signUp': 'Crear cuenta',
    'login.forgot': '¿Has olvidado tu contraseña?',
    'login.reset.title': 'Restablecer la contraseña',
    'login.reset.intro':
      'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    'login.reset.submit': 'Enviar el enlace',
    'login.reset.sent': 'Hemos enviado un enlace a {{email}}. Ábrelo para elegir una contraseña nueva y vuelve a iniciar sesión.',
    'login.reset.back': 'Volver a iniciar sesión',
    'login.signedIn.title': 'Has iniciado sesión',
    'login.signedIn.as': 'Has iniciado sesión como {{who}}.',
    'login.signedIn.continue': 'Continuar',
    'login.signedIn.account': 'Ir a mi cuenta',
    'login.signOut': 'Cerrar sesión',
    'login.new.title': '¿Eres nuevo en Haat?',
    'login.new.p1':
      'Para crear una cuenta basta con un correo electrónico y una contraseña de al menos {{min}} caracteres, con al menos una letra minúscula y un dígito.',
  },
  fr: {
    'login.title': 'Connexion',
    'login.intro':
      'Connectez-vous avec votre adresse e-mail et votre mot de passe pour suivre vos commandes, enregistrer vos adresses de livraison et payer plus vite.',
    'login.tab.signIn': 'Se connecter',
    'login.tab.signUp': 'Créer un compte',
    'login.signup.title': 'Créez votre compte',
    'login.name': 'Nom',
    'login.email': 'E-mail',
    'login.password': 'Mot de passe',
    'login.confirm': 'Confirmer le mot de passe',
    'login.passwordHelp': 'Au moins {{min}} caractères, dont une lettre minuscule et un chiffre.',
    'login.submit.signIn': 'Se connecter',
    'login.submit.signUp': 'Créer un compte',
    'login.forgot': 'Mot de passe oublié ?',
    'login.reset.title': 'Réinitialiser le mot de passe',
    'login.reset.intro':
      'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    'login.reset.submit': 'Envoyer le lien',
    'login.reset.sent':
      'Nous avons envoyé un lien à {{email}}. Ouvrez-le pour choisir un nouveau mot de passe, puis reconnectez-vous.',
    'login.reset.back': 'Retour à la connexion',
    'login.signedIn.title': 'Vous êtes connecté',
    'login.signedIn.as': 'Vous êtes connecté en tant que {{who}}.',
    'login.signedIn.continue': 'Continuer',
    'login.signedIn.account': 'Aller à mon compte',
    'login.signOut': 'Se déconnecter',
    'login.new.title': 'Nouveau chez Haat ?',
    'login.new.p1':
      'Pour créer un compte, il suffit d’une adresse e-mail et d’un mot de passe d’au moins {{min}} caractères, avec au moins une lettre minuscule et un chiffre.',
  },
};

addAppMessages('host', messages);
