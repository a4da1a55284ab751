/** The payment step's choice of method and its UPI part (UpiPayment.tsx). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'method.title': 'Pay with',
    'method.upi': 'UPI',
    'method.card': 'Card',
    'upi.label': 'Your UPI ID',
    'upi.help': 'We send a payment request to your UPI app: approve it there.',
    'upi.pay': 'Pay {{amount}} by UPI',
    'upi.waiting': 'Approve the request for {{amount}} in your UPI app ({{vpa}}). It expires {{time}}.',
    'upi.waitingLive': 'Waiting for your approval…',
    'upi.qr': 'Or scan this code with any UPI app on your phone.',
    'upi.qrAlt': 'UPI QR code to pay {{amount}}',
    'upi.declined': 'The payment request was declined in your UPI app. Nothing was charged.',
    'upi.expired': 'The payment request expired before it was approved. Nothing was charged.',
    'upi.tryAgain': 'Send a new request',
    'upi.otherMethod': 'Pay another way',
    'upi.paid': 'Payment received. Order {{number}} is paid.',
  },
  es: {
    'method.title': 'Pagar con',
    'method.upi': 'UPI',
    'method.card': 'Tarjeta',
    'upi.label': 'Tu ID de UPI',
    'upi.help': 'Enviamos una solicitud de pago a tu app de UPI: apruébala allí.',
    'upi.pay': 'Pagar {{amount}} con UPI',
    'upi.waiting': 'Aprueba la solicitud de {{amount}} en tu app de UPI ({{vpa}}). Caduca el {{time}}.',
    'upi.waitingLive': 'Esperando tu aprobación…',
    'upi.qr': 'O escanea este código con cualquier app de UPI en tu teléfono.',
    'upi.qrAlt': 'Código QR de UPI para pagar {{amount}}',
    'upi.declined': 'La solicitud de pago se rechazó en tu app de UPI. No se ha cobrado nada.',
    'upi.expired': 'La solicitud de pago caducó antes de ser aprobada. No se ha cobrado nada.',
    'upi.tryAgain': 'Enviar una nueva solicitud',
    'upi.otherMethod': 'Pagar de otra forma',
    'upi.paid': 'Pago recibido. El pedido {{number}} está pagado.',
  },
  fr: {
    'method.title': 'Payer par',
    'method.upi': 'UPI',
    'method.card': 'Carte',
    'upi.label': 'Votre identifiant UPI',
    'upi.help': 'Nous envoyons une demande de paiement à votre application UPI : approuvez-la là-bas.',
    'upi.pay': 'Payer {{amount}} par UPI',
    'upi.waiting': 'Approuvez la demande de {{amount}} dans votre application UPI ({{vpa}}). Elle expire le {{time}}.',
    'upi.waitingLive': 'En attente de votre approbation…',
    'upi.qr': 'Ou scannez ce code avec n’importe quelle application UPI sur votre téléphone.',
    'upi.qrAlt': 'Code QR UPI pour payer {{amount}}',
    'upi.declined': 'La demande de paiement a été refusée dans votre application UPI. Rien n’a été débité.',
    'upi.expired': 'La demande de paiement a expiré avant d’être approuvée. Rien n’a été débité.',
    'upi.tryAgain': 'Envoyer une nouvelle demande',
    'upi.otherMethod': 'Payer autrement',
    'upi.paid': 'Paiement reçu. La commande {{number}} est payée.',
  },
};

addAppMessages('checkout', messages);
