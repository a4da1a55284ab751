/** The texts of the contact page (/contact-us), in the host's namespace: loaded with the page's chunk. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { HostMessages } from '../i18n/messages';

export const messages: HostMessages = {
  en: {
    'contact.title': 'Contact us',
    'contact.intro':
      'We are a small team and we read every message. Write to us about an order, a return, a product or a piece made to order.',
    'contact.reach.title': 'Write or call',
    'contact.email': 'Email',
    'contact.phone': 'Phone',
    'contact.hours': 'Hours',
    'contact.hoursValue': 'Monday to Saturday, 10:00–18:00 IST (closed on Sundays and public holidays)',
    'contact.reply': 'We answer emails within one working day. If it is about an order, please include its number.',
    'contact.form.title': 'Send us a message',
    'contact.form.intro': 'Tell us what it is about; we reply by email. If it is about an order, please include its number.',
    'contact.form.name': 'Name',
    'contact.form.email': 'Email address',
    'contact.form.phone': 'Phone (optional)',
    'contact.form.subject': 'Subject',
    'contact.form.message': 'Message',
    'contact.form.submit': 'Send the message',
    'contact.form.sent': 'Thank you, your message has been sent. We will reply within one working day.',
    'contact.address.title': 'Postal address',
    'contact.address.country': 'India',
    'contact.gstin': 'GSTIN: {{gstin}}',
    'contact.grievance.title': 'Grievance officer',
    'contact.grievance.p1':
      'If we have not solved a problem to your satisfaction, or for any complaint about your personal data, contact our grievance officer, {{grievanceOfficer}}, by email or by post at the address above. We acknowledge complaints within 48 hours and resolve them within one month.',
    'contact.grievance.write': 'Write to the grievance officer ({{grievanceEmail}})',
  },
  es: {
    'contact.title': 'Contacto',
    'contact.intro':
      'Somos un equipo pequeño y leemos todos los mensajes. Escríbenos sobre un pedido, una devolución, un producto o una pieza por encargo.',
    'contact.reach.title': 'Escríbenos o llámanos',
    'contact.email': 'Correo electrónico',
    'contact.phone': 'Teléfono',
    'contact.hours': 'Horario',
    'contact.hoursValue': 'De lunes a sábado, de 10:00 a 18:00 IST (cerrado domingos y festivos)',
    'contact.reply': 'Respondemos a los correos en un día laborable. Si se trata de un pedido, indica su número.',
    'contact.form.title': 'Envíanos un mensaje',
    'contact.form.intro': 'Cuéntanos de qué se trata; te responderemos por correo electrónico. Si es sobre un pedido, indica su número.',
    'contact.form.name': 'Nombre',
    'contact.form.email': 'Dirección de correo electrónico',
    'contact.form.phone': 'Teléfono (opcional)',
    'contact.form.subject': 'Asunto',
    'contact.form.message': 'Mensaje',
    'contact.form.submit': 'Enviar el mensaje',
    'contact.form.sent': 'Gracias, tu mensaje se ha enviado. Te responderemos en un día laborable.',
    'contact.address.title': 'Dirección postal',
    'contact.address.country': 'India',
    'contact.gstin': 'GSTIN: {{gstin}}',
    'contact.grievance.title': 'Responsable de reclamaciones',
    'contact.grievance.p1':
      'Si no hemos resuelto un problema a tu satisfacción, o para cualquier reclamación sobre tus datos personales, contacta con nuestra responsable de reclamaciones, {{grievanceOfficer}}, por correo electrónico o por correo postal en la dirección indicada arriba. Acusamos recibo de las reclamaciones en 48 horas y las resolvemos en un mes.',
    'contact.grievance.write': 'Escribir a la responsable de reclamaciones ({{grievanceEmail}})',
  },
  fr: {
    'contact.title': 'Nous contacter',
    'contact.intro':
      'Nous sommes une petite équipe et nous lisons tous les messages. Écrivez-nous au sujet d’une commande, d’un retour, d’un produit ou d’une pièce sur commande.',
    'contact.reach.title': 'Écrire ou appeler',
    'contact.email': 'E-mail',
    'contact.phone': 'Téléphone',
    'contact.hours': 'Horaires',
    'contact.hoursValue': 'Du lundi au samedi, de 10 h à 18 h IST (fermé le dimanche et les jours fériés)',
    'contact.reply': 'Nous répondons aux e-mails sous un jour ouvré. S’il s’agit d’une commande, indiquez son numéro.',
    'contact.form.title': 'Envoyez-nous un message',
    'contact.form.intro': 'Dites-nous de quoi il s’agit ; nous répondons par e-mail. S’il s’agit d’une commande, indiquez son numéro.',
    'contact.form.name': 'Nom',
    'contact.form.email': 'Adresse e-mail',
    'contact.form.phone': 'Téléphone (facultatif)',
    'contact.form.subject': 'Objet',
    'contact.form.message': 'Message',
    'contact.form.submit': 'Envoyer le message',
    'contact.form.sent': 'Merci, votre message a bien été envoyé. Nous vous répondrons sous un jour ouvré.',
    'contact.address.title': 'Adresse postale',
    'contact.address.country': 'Inde',
    'contact.gstin': 'GSTIN : {{gstin}}',
    'contact.grievance.title': 'Responsable des réclamations',
    'contact.grievance.p1':
      'Si nous n’avons pas réglé un problème à votre satisfaction, ou pour toute réclamation concernant vos données personnelles, contactez notre responsable des réclamations, {{grievanceOfficer}}, par e-mail ou par courrier à l’adresse ci-dessus. Nous accusons réception des réclamations sous 48 heures et les traitons dans un délai d’un mois.',
    'contact.grievance.write': 'Écrire à la responsable des réclamations ({{grievanceEmail}})',
  },
};

addAppMessages('host', messages);
