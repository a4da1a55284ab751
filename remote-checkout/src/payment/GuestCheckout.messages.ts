/** The payment page's guest checkout texts (/payment: sign in or continue as a guest), in the checkout remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'guest.choice.title': 'Sign in, or check out as a guest',
    'guest.choice.why':
      'We ask you to sign in so that your delivery addresses are kept and your orders are listed in My orders, where you can follow them and print their invoices.',
    'guest.choice.guest':
      'No account? Check out as a guest: we only need an e-mail address for your receipt, and you can create an account after paying.',
    'guest.choice.signIn': 'Sign in',
    'guest.choice.continue': 'Continue as guest',
    'guest.email.title': 'Your e-mail',
    'guest.email.label': 'E-mail for your receipt',
    'guest.email.text': 'We send your order confirmation and invoice here, and tell you when your parcel leaves.',
  },
  es: {
    'guest.choice.title': 'Inicia sesión o compra como invitado',
    'guest.choice.why':
      'Te pedimos que inicies sesión para guardar tus direcciones de entrega y listar tus pedidos en Mis pedidos, donde puedes seguirlos e imprimir sus facturas.',
    'guest.choice.guest':
      '¿No tienes cuenta? Compra como invitado: solo necesitamos un correo electrónico para tu recibo, y puedes crear una cuenta después de pagar.',
    'guest.choice.signIn': 'Iniciar sesión',
    'guest.choice.continue': 'Continuar como invitado',
    'guest.email.title': 'Tu correo electrónico',
    'guest.email.label': 'Correo electrónico para tu recibo',
    'guest.email.text': 'Te enviamos aquí la confirmación del pedido y la factura, y te avisamos cuando salga tu paquete.',
  },
  fr: {
    'guest.choice.title': 'Connectez-vous ou commandez en tant qu’invité',
    'guest.choice.why':
      'Nous vous demandons de vous connecter pour garder vos adresses de livraison et lister vos commandes dans Mes commandes, où vous pouvez les suivre et imprimer leurs factures.',
    'guest.choice.guest':
      'Pas de compte ? Commandez en tant qu’invité : il nous faut seulement une adresse e-mail pour votre reçu, et vous pourrez créer un compte après le paiement.',
    'guest.choice.signIn': 'Se connecter',
    'guest.choice.continue': 'Continuer en tant qu’invité',
    'guest.email.title': 'Votre e-mail',
    'guest.email.label': 'E-mail pour votre reçu',
    'guest.email.text': 'Nous y envoyons la confirmation de commande et la facture, et vous prévenons quand votre colis part.',
  },
};

addAppMessages('checkout', messages);
