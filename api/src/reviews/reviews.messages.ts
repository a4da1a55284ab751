/**
 * The API's words about reviews, in the request's language (refusals, on the field they are about)
 * or the order's (the review request e-mail).
 */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'refusal.not_buyer': 'Only a customer who received this product can review it.',
    'refusal.already_reviewed': 'You have already reviewed this product.',
    'refusal.photo': 'Upload the photo again: this link is not one of your review photos.',
    'refusal.not_published': 'This review is not published.',
    'refusal.own_review': 'You cannot vote for your own review.',
    'refusal.unsubscribe': 'This link is not valid. Open the link in the e-mail again.',
    'mail.subject': 'How do you like your order {{number}}?',
    'mail.ask': 'Your order {{number}} was delivered. Would you tell other shoppers what you think of it? It takes a minute.',
    'mail.product': 'Review “{{title}}”',
    'mail.unsubscribe': 'Stop e-mails asking for reviews',
  },
  es: {
    'refusal.not_buyer': 'Solo un cliente que ha recibido este producto puede opinar sobre él.',
    'refusal.already_reviewed': 'Ya has escrito una opinión sobre este producto.',
    'refusal.photo': 'Vuelve a subir la foto: este enlace no es una de las fotos de tu opinión.',
    'refusal.not_published': 'Esta opinión no está publicada.',
    'refusal.own_review': 'No puedes votar tu propia opinión.',
    'refusal.unsubscribe': 'Este enlace no es válido. Vuelve a abrir el enlace del correo.',
    'mail.subject': '¿Qué te parece tu pedido {{number}}?',
    'mail.ask': 'Tu pedido {{number}} fue entregado. ¿Quieres contar a otros compradores qué te parece? Solo lleva un minuto.',
    'mail.product': 'Opinar sobre «{{title}}»',
    'mail.unsubscribe': 'No recibir más correos que piden opiniones',
  },
  fr: {
    'refusal.not_buyer': 'Seul un client qui a reçu ce produit peut donner son avis.',
    'refusal.already_reviewed': 'Vous avez déjà donné votre avis sur ce produit.',
    'refusal.photo': 'Envoyez la photo à nouveau : ce lien n’est pas l’une des photos de votre avis.',
    'refusal.not_published': 'Cet avis n’est pas publié.',
    'refusal.own_review': 'Vous ne pouvez pas voter pour votre propre avis.',
    'refusal.unsubscribe': 'Ce lien n’est pas valable. Ouvrez à nouveau le lien de l’e-mail.',
    'mail.subject': 'Que pensez-vous de votre commande {{number}} ?',
    'mail.ask': 'Votre commande {{number}} a été livrée. Voulez-vous dire aux autres clients ce que vous en pensez ? Cela prend une minute.',
    'mail.product': 'Donner mon avis sur « {{title}} »',
    'mail.unsubscribe': 'Ne plus recevoir d’e-mails demandant un avis',
  },
};

addAppMessages('reviews', messages);
