/** The admin sign-in's texts (`login.*`), spread into the admin namespace. */
export const loginEn: Record<string, string> = {
  'login.email': 'Email',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.notAdmin': 'The account {{email}} is not a shop administrator, so it cannot open the admin area.',
  'login.otherAccount': 'Sign in with an administrator account instead, or go back to the shop.',
  'login.signOut': 'Sign out',
  'login.toShop': 'Back to the shop',
};

export const loginEs: Record<string, string> = {
  'login.email': 'Correo electrónico',
  'login.password': 'Contraseña',
  'login.submit': 'Iniciar sesión',
  'login.notAdmin': 'La cuenta {{email}} no es de un administrador de la tienda, así que no puede abrir el área de administración.',
  'login.otherAccount': 'Inicia sesión con una cuenta de administrador o vuelve a la tienda.',
  'login.signOut': 'Cerrar sesión',
  'login.toShop': 'Volver a la tienda',
};

export const loginFr: Record<string, string> = {
  'login.email': 'E-mail',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'login.notAdmin': 'Le compte {{email}} n’est pas administrateur de la boutique : il ne peut pas ouvrir l’espace d’administration.',
  'login.otherAccount': 'Connectez-vous avec un compte administrateur, ou revenez à la boutique.',
  'login.signOut': 'Se déconnecter',
  'login.toShop': 'Retour à la boutique',
};
