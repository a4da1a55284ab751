/**
 * The API's words about a customer's own data: the download link's refusals (403 on `token`), the
 * e-mail that brings the link, and the headings of the readable page, in the caller's language.
 */
import { addAppMessages, i18n } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'refusal.token': 'This download link is not valid. Open the link from the e-mail again, or ask for a new download in My account.',
    'refusal.expired': 'This download link has expired and its file was removed. Ask for a new download in My account.',
    'mail.subject': 'Your data from {{shop}} is ready to download',
    'mail.ready': 'The copy of your data you asked for is ready: your profile, addresses, orders, invoices, credit notes, consents and the e-mails we sent you.',
    'mail.expires': 'The links work until {{date}}; then the file is removed.',
    'mail.json': 'Download the file (JSON)',
    'mail.html': 'Read it in your browser',
    'page.title': 'Your data at {{shop}}',
    'page.made': 'Made on {{date}} for {{email}}.',
    'section.profile': 'Profile',
    'section.addresses': 'Saved addresses',
    'section.orders': 'Orders',
    'section.invoices': 'Tax invoices',
    'section.creditNotes': 'Credit notes',
    'section.consents': 'Consents',
    'section.emails': 'E-mails sent to you',
    'page.none': 'None.',
  },
  es: {
    'refusal.token': 'Este enlace de descarga no es válido. Abre de nuevo el enlace del correo o pide una nueva descarga en Mi cuenta.',
    'refusal.expired': 'Este enlace de descarga ha caducado y su archivo se ha borrado. Pide una nueva descarga en Mi cuenta.',
    'mail.subject': 'Tus datos de {{shop}} están listos para descargar',
    'mail.ready': 'La copia de tus datos que pediste está lista: tu perfil, direcciones, pedidos, facturas, notas de crédito, consentimientos y los correos que te enviamos.',
    'mail.expires': 'Los enlaces funcionan hasta el {{date}}; después el archivo se borra.',
    'mail.json': 'Descargar el archivo (JSON)',
    'mail.html': 'Leerlo en el navegador',
    'page.title': 'Tus datos en {{shop}}',
    'page.made': 'Generado el {{date}} para {{email}}.',
    'section.profile': 'Perfil',
    'section.addresses': 'Direcciones guardadas',
    'section.orders': 'Pedidos',
    'section.invoices': 'Facturas',
    'section.creditNotes': 'Notas de crédito',
    'section.consents': 'Consentimientos',
    'section.emails': 'Correos que te enviamos',
    'page.none': 'Ninguno.',
  },
  fr: {
    'refusal.token': 'Ce lien de téléchargement n’est pas valable. Ouvrez à nouveau le lien de l’e-mail, ou demandez un nouveau téléchargement dans Mon compte.',
    'refusal.expired': 'Ce lien de téléchargement a expiré et son fichier a été supprimé. Demandez un nouveau téléchargement dans Mon compte.',
    'mail.subject': 'Vos données de {{shop}} sont prêtes à télécharger',
    'mail.ready': 'La copie de vos données que vous avez demandée est prête : votre profil, vos adresses, commandes, factures, avoirs, consentements et les e-mails que nous vous avons envoyés.',
    'mail.expires': 'Les liens fonctionnent jusqu’au {{date}} ; ensuite le fichier est supprimé.',
    'mail.json': 'Télécharger le fichier (JSON)',
    'mail.html': 'Le lire dans votre navigateur',
    'page.title': 'Vos données chez {{shop}}',
    'page.made': 'Établi le {{date}} pour {{email}}.',
    'section.profile': 'Profil',
    'section.addresses': 'Adresses enregistrées',
    'section.orders': 'Commandes',
    'section.invoices': 'Factures',
    'section.creditNotes': 'Avoirs',
    'section.consents': 'Consentements',
    'section.emails': 'E-mails qui vous ont été envoyés',
    'page.none': 'Aucun.',
  },
};

addAppMessages('privacy', messages);

/** A text of this catalogue in `lng`; values are escaped where they become markup (privacy/export.ts, mail/templates.ts), never here. */
export function privacyText(key: string, lng: string, values: Record<string, unknown> = {}): string {
  return i18n.t(`privacy:${key}`, { lng, ...values, interpolation: { escapeValue: false } });
}
