/** The texts of the account page (/accounts), in the host's namespace: loaded with the page's chunk. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { HostMessages } from '../i18n/messages';

export const messages: HostMessages = {
  en: {
    'accounts.title': 'My account',
    'accounts.intro':
      'Your account keeps your details in one place, so checking out is quick and every order is easy to follow.',
    'accounts.here.title': 'What you will find here',
    'accounts.here.i1': 'Your profile: name, email address and phone number.',
    'accounts.here.i2': 'Up to {{max}} saved delivery addresses.',
    'accounts.here.i3': 'Your GSTIN, printed on your invoices so your business can claim input tax credit.',
    'accounts.here.i4': 'Your orders, with their payment and delivery status and their GST invoices.',
    'accounts.data.title': 'Your data',
    'accounts.data.p1':
      'You can change your details or delete your account at any time. Our privacy policy explains what we keep and why.',
    'accounts.link.login': 'Sign in',
    'accounts.link.orders': 'Your orders',
    'accounts.link.delete': 'Delete your account',
  },
  es: {
    'accounts.title': 'Mi cuenta',
    'accounts.intro':
      'Tu cuenta reúne tus datos en un solo lugar, para que pagar sea rápido y puedas seguir fácilmente cada pedido.',
    'accounts.here.title': 'Qué encontrarás aquí',
    'accounts.here.i1': 'Tu perfil: nombre, correo electrónico y teléfono.',
    'accounts.here.i2': 'Hasta {{max}} direcciones de entrega guardadas.',
    'accounts.here.i3': 'Tu GSTIN, que figura en tus facturas para que tu empresa pueda deducir el crédito fiscal.',
    'accounts.here.i4': 'Tus pedidos, con el estado del pago y de la entrega y sus facturas con GST.',
    'accounts.data.title': 'Tus datos',
    'accounts.data.p1':
      'Puedes cambiar tus datos o eliminar tu cuenta en cualquier momento. Nuestra política de privacidad explica qué conservamos y por qué.',
    'accounts.link.login': 'Iniciar sesión',
    'accounts.link.orders': 'Tus pedidos',
    'accounts.link.delete': 'Eliminar tu cuenta',
  },
  fr: {
    'accounts.title': 'Mon compte',
    'accounts.intro':
      'Votre compte réunit vos informations au même endroit : le paiement est plus rapide et chaque commande se suit facilement.',
    'accounts.here.title': 'Ce que vous trouverez ici',
    'accounts.here.i1': 'Votre profil : nom, adresse e-mail et numéro de téléphone.',
    'accounts.here.i2': 'Jusqu’à {{max}} adresses de livraison enregistrées.',
    'accounts.here.i3': 'Votre GSTIN, imprimé sur vos factures pour que votre entreprise puisse déduire la taxe payée.',
    'accounts.here.i4': 'Vos commandes, avec l’état du paiement et de la livraison, et leurs factures avec GST.',
    'accounts.data.title': 'Vos données',
    'accounts.data.p1':
      'Vous pouvez modifier vos informations ou supprimer votre compte à tout moment. Notre politique de confidentialité explique ce que nous conservons et pourquoi.',
    'accounts.link.login': 'Se connecter',
    'accounts.link.orders': 'Vos commandes',
    'accounts.link.delete': 'Supprimer votre compte',
  },
};

addAppMessages('host', messages);
