/** The texts of the privacy policy (/private-policy), in the host's namespace: registered by the page, in its chunk. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'privacy.title': 'Privacy policy',
    'privacy.intro':
      'This policy explains what personal data {{legalName}} ("Haat", "we") collects when you use this shop, why, and what you can do about it. We follow the Information Technology Act, 2000 and its rules, and the Digital Personal Data Protection Act, 2023.',
    'privacy.collect.title': 'What we collect',
    'privacy.collect.i1':
      'Account details: your name, email address and phone number. Your password is handled by our sign-in provider; we never see it.',
    'privacy.collect.i2': 'Order details: delivery and billing addresses, what you buy, and your GSTIN if you give one.',
    'privacy.collect.i3':
      'The payment status from our payment provider. We never see or store your card number, UPI PIN or net-banking password.',
    'privacy.collect.i4': 'Messages you send us, and the technical data (browser, pages visited) needed to keep the site secure.',
    'privacy.use.title': 'How we use it',
    'privacy.use.p1':
      'We use your data to deliver your orders, issue GST invoices, answer your questions and prevent fraud. We share it only with those who help us do that: couriers, our payment provider, and our hosting and sign-in providers, all bound to protect it.',
    'privacy.use.p2': 'We do not sell your data, and we do not use it for third-party advertising.',
    'privacy.cookies.title': 'Cookies',
    'privacy.cookies.p1':
      'We use only essential cookies and similar storage: one remembers your language for a year, others keep you signed in and keep your cart. There are no advertising or tracking cookies.',
    'privacy.rights.title': 'Your rights and how long we keep data',
    'privacy.rights.p1':
      'You may ask us to show, correct or erase your personal data, and you can delete your account yourself at any time. Write to {{email}} and we will reply within 30 days.',
    'privacy.rights.p2':
      'When an account is deleted, its orders and invoices are kept without your name or contact details, for as long as Indian tax law requires.',
    'privacy.grievance.title': 'Grievance officer',
    'privacy.grievance.p1':
      'As required by the Information Technology Rules, 2011 and the Consumer Protection (E-Commerce) Rules, 2020, our grievance officer is {{grievanceOfficer}}, reachable at {{grievanceEmail}} or by post at the address on our contact page. We acknowledge every complaint within 48 hours and resolve it within one month.',
    'privacy.retention.title': 'How long we keep your data',
    'privacy.retention.i1':
      'Orders, tax invoices and credit notes: {{taxMonths}} months ({{taxYears}} years) from the due date of the annual GST return of their financial year, which is 31 December after the year ends, as the CGST Act (section 36, rule 56) requires.',
    'privacy.retention.i2': 'A guest’s cart kept on our server: {{guestCartDays}} days after it was last changed.',
    'privacy.retention.i3': 'An order a guest placed and never paid: its name, address, phone and email are erased {{unpaidGuestOrderDays}} days after it was placed.',
    'privacy.retention.i4': 'A download of your data: its link works for {{dataExportDays}} days, then the file is deleted.',
    'privacy.retention.i5': 'Emails we sent you: kept {{mailDays}} days as a record that they were sent, then deleted.',
    'privacy.retention.p1': 'A scheduled job deletes each of these when its time is up. Your account and saved addresses are kept until you delete your account.',
    'privacy.consent.title': 'Your consent',
    'privacy.consent.p1':
      'When you create an account or place an order you accept this notice (version {{noticeVersion}}); we record the version and the time. Offers by email are separate: we send them only if you tick the box for them, and you can withdraw in My account at any time.',
    'privacy.rights.p3': 'In My account you can download a copy of your data: your profile, addresses, orders, invoices, credit notes, consents and the emails we sent you.',
    'privacy.link.delete': 'Delete your account',
  },
  es: {
    'privacy.title': 'Política de privacidad',
    'privacy.intro':
      'Esta política explica qué datos personales recoge {{legalName}} («Haat», «nosotros») cuando usas esta tienda, para qué y qué puedes hacer al respecto. Cumplimos la Ley de Tecnologías de la Información de 2000 (Information Technology Act) y sus reglamentos, y la Ley de Protección de Datos Personales Digitales de 2023 (Digital Personal Data Protection Act).',
    'privacy.collect.title': 'Qué datos recogemos',
    'privacy.collect.i1':
      'Datos de la cuenta: tu nombre, tu correo electrónico y tu teléfono. Tu contraseña la gestiona nuestro proveedor de inicio de sesión; nosotros nunca la vemos.',
    'privacy.collect.i2': 'Datos de los pedidos: direcciones de entrega y de facturación, lo que compras y tu GSTIN si nos lo das.',
    'privacy.collect.i3':
      'El estado del pago que nos comunica nuestro proveedor de pagos. Nunca vemos ni guardamos el número de tu tarjeta, tu PIN de UPI ni tu contraseña de banca en línea.',
    'privacy.collect.i4':
      'Los mensajes que nos envías y los datos técnicos (navegador, páginas visitadas) necesarios para mantener el sitio seguro.',
    'privacy.use.title': 'Para qué los usamos',
    'privacy.use.p1':
      'Usamos tus datos para entregar tus pedidos, emitir facturas con GST, responder a tus preguntas y prevenir el fraude. Solo los compartimos con quienes nos ayudan a hacerlo: empresas de mensajería, nuestro proveedor de pagos y nuestros proveedores de alojamiento y de inicio de sesión, todos obligados a protegerlos.',
    'privacy.use.p2': 'No vendemos tus datos ni los usamos para publicidad de terceros.',
    'privacy.cookies.title': 'Cookies',
    'privacy.cookies.p1':
      'Solo usamos cookies esenciales y almacenamiento similar: una recuerda tu idioma durante un año; otras mantienen tu sesión iniciada y guardan tu carrito. No hay cookies publicitarias ni de seguimiento.',
    'privacy.rights.title': 'Tus derechos y cuánto tiempo guardamos los datos',
    'privacy.rights.p1':
      'Puedes pedirnos que te mostremos, corrijamos o borremos tus datos personales, y puedes eliminar tu cuenta tú mismo en cualquier momento. Escribe a {{email}} y te responderemos en un plazo de 30 días.',
    'privacy.rights.p2':
      'Cuando se elimina una cuenta, sus pedidos y facturas se conservan sin tu nombre ni tus datos de contacto durante el tiempo que exige la legislación fiscal india.',
    'privacy.grievance.title': 'Responsable de reclamaciones',
    'privacy.grievance.p1':
      'Conforme a las Normas de Tecnologías de la Información de 2011 y a las Normas de Protección del Consumidor (Comercio Electrónico) de 2020, nuestra responsable de reclamaciones es {{grievanceOfficer}}, a quien puedes escribir a {{grievanceEmail}} o por correo postal a la dirección de nuestra página de contacto. Acusamos recibo de cada reclamación en 48 horas y la resolvemos en un mes.',
    'privacy.retention.title': 'Cuánto tiempo guardamos tus datos',
    'privacy.retention.i1':
      'Pedidos, facturas y notas de crédito: {{taxMonths}} meses ({{taxYears}} años) desde la fecha límite de la declaración anual del GST de su ejercicio, que es el 31 de diciembre siguiente al cierre del ejercicio, como exige la ley del CGST (artículo 36, regla 56).',
    'privacy.retention.i2': 'El carrito de un invitado guardado en nuestro servidor: {{guestCartDays}} días después de su último cambio.',
    'privacy.retention.i3': 'Un pedido de un invitado que nunca se pagó: su nombre, dirección, teléfono y correo se borran {{unpaidGuestOrderDays}} días después de hacerse.',
    'privacy.retention.i4': 'Una descarga de tus datos: su enlace funciona {{dataExportDays}} días; después el archivo se borra.',
    'privacy.retention.i5': 'Los correos que te enviamos: se guardan {{mailDays}} días como constancia de su envío y después se borran.',
    'privacy.retention.p1': 'Una tarea programada borra cada uno de estos datos cuando vence su plazo. Tu cuenta y tus direcciones guardadas se conservan hasta que elimines tu cuenta.',
    'privacy.consent.title': 'Tu consentimiento',
    'privacy.consent.p1':
      'Al crear una cuenta o hacer un pedido aceptas este aviso (versión {{noticeVersion}}); registramos la versión y la hora. Las ofertas por correo van aparte: solo te las enviamos si marcas su casilla, y puedes retirar tu consentimiento en Mi cuenta cuando quieras.',
    'privacy.rights.p3': 'En Mi cuenta puedes descargar una copia de tus datos: tu perfil, direcciones, pedidos, facturas, notas de crédito, consentimientos y los correos que te enviamos.',
    'privacy.link.delete': 'Eliminar tu cuenta',
  },
  fr: {
    'privacy.title': 'Politique de confidentialité',
    'privacy.intro':
      'Cette politique explique quelles données personnelles {{legalName}} (« Haat », « nous ») collecte lorsque vous utilisez cette boutique, pourquoi, et ce que vous pouvez faire à ce sujet. Nous respectons la loi indienne de 2000 sur les technologies de l’information (Information Technology Act) et ses règles d’application, ainsi que la loi de 2023 sur la protection des données personnelles numériques (Digital Personal Data Protection Act).',
    'privacy.collect.title': 'Ce que nous collectons',
    'privacy.collect.i1':
      'Les données du compte : votre nom, votre adresse e-mail et votre numéro de téléphone. Votre mot de passe est géré par notre fournisseur de connexion ; nous ne le voyons jamais.',
    'privacy.collect.i2': 'Les données des commandes : adresses de livraison et de facturation, vos achats, et votre GSTIN si vous le fournissez.',
    'privacy.collect.i3':
      'L’état du paiement transmis par notre prestataire de paiement. Nous ne voyons ni ne conservons jamais votre numéro de carte, votre code PIN UPI ou votre mot de passe de banque en ligne.',
    'privacy.collect.i4':
      'Les messages que vous nous envoyez, et les données techniques (navigateur, pages consultées) nécessaires à la sécurité du site.',
    'privacy.use.title': 'Ce que nous en faisons',
    'privacy.use.p1':
      'Nous utilisons vos données pour livrer vos commandes, émettre les factures avec GST, répondre à vos questions et prévenir la fraude. Nous ne les partageons qu’avec ceux qui nous aident à le faire : les transporteurs, notre prestataire de paiement, nos hébergeurs et notre fournisseur de connexion, tous tenus de les protéger.',
    'privacy.use.p2': 'Nous ne vendons pas vos données et ne les utilisons pas pour la publicité de tiers.',
    'privacy.cookies.title': 'Cookies',
    'privacy.cookies.p1':
      'Nous n’utilisons que des cookies essentiels et un stockage similaire : l’un retient votre langue pendant un an, d’autres vous gardent connecté et conservent votre panier. Aucun cookie publicitaire ni de suivi.',
    'privacy.rights.title': 'Vos droits et la durée de conservation',
    'privacy.rights.p1':
      'Vous pouvez nous demander de consulter, de corriger ou d’effacer vos données personnelles, et vous pouvez supprimer vous-même votre compte à tout moment. Écrivez à {{email}} : nous vous répondrons sous 30 jours.',
    'privacy.rights.p2':
      'Lorsqu’un compte est supprimé, ses commandes et factures sont conservées sans votre nom ni vos coordonnées, aussi longtemps que l’exige la législation fiscale indienne.',
    'privacy.grievance.title': 'Responsable des réclamations',
    'privacy.grievance.p1':
      'Conformément aux règles de 2011 sur les technologies de l’information et aux règles de 2020 sur la protection des consommateurs (commerce électronique), notre responsable des réclamations est {{grievanceOfficer}}, joignable à {{grievanceEmail}} ou par courrier à l’adresse indiquée sur notre page de contact. Nous accusons réception de chaque réclamation sous 48 heures et la traitons dans un délai d’un mois.',
    'privacy.retention.title': 'Combien de temps nous gardons vos données',
    'privacy.retention.i1':
      'Commandes, factures et avoirs : {{taxMonths}} mois ({{taxYears}} ans) à compter de la date limite de la déclaration annuelle de GST de leur exercice, soit le 31 décembre suivant la fin de l’exercice, comme l’exige la loi CGST (article 36, règle 56).',
    'privacy.retention.i2': 'Le panier d’un invité gardé sur notre serveur : {{guestCartDays}} jours après sa dernière modification.',
    'privacy.retention.i3': 'Une commande d’invité jamais payée : son nom, son adresse, son téléphone et son e-mail sont effacés {{unpaidGuestOrderDays}} jours après la commande.',
    'privacy.retention.i4': 'Un téléchargement de vos données : son lien fonctionne {{dataExportDays}} jours, puis le fichier est supprimé.',
    'privacy.retention.i5': 'Les e-mails que nous vous avons envoyés : gardés {{mailDays}} jours comme preuve de leur envoi, puis supprimés.',
    'privacy.retention.p1': 'Une tâche planifiée supprime chacune de ces données à l’échéance de sa durée. Votre compte et vos adresses enregistrées sont gardés jusqu’à ce que vous supprimiez votre compte.',
    'privacy.consent.title': 'Votre consentement',
    'privacy.consent.p1':
      'En créant un compte ou en passant une commande, vous acceptez cette politique (version {{noticeVersion}}) ; nous enregistrons la version et l’heure. Les offres par e-mail sont à part : nous ne vous les envoyons que si vous cochez leur case, et vous pouvez retirer votre consentement à tout moment dans Mon compte.',
    'privacy.rights.p3': 'Dans Mon compte, vous pouvez télécharger une copie de vos données : votre profil, vos adresses, commandes, factures, avoirs, consentements et les e-mails que nous vous avons envoyés.',
    'privacy.link.delete': 'Supprimer votre compte',
  },
};
