/** The product form's image upload (ImageUpload): texts in the admin namespace. Failures are the storage catalogue's own (errors namespace). */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'listing.upload.list': 'Uploads',
    'listing.upload.preparing': 'Preparing {{name}} for upload…',
    'listing.upload.uploading': 'Uploading {{name}}…',
    'listing.upload.retrying': 'No answer from the storage yet. Trying again in {{seconds}} s (attempt {{attempt}} failed)…',
    'listing.upload.done': '{{name}} uploaded.',
    'listing.upload.failed': '{{name}} was not uploaded: {{message}}',
    'listing.upload.cancel': 'Cancel',
    'listing.upload.cancelOne': 'Cancel the upload of {{name}}',
    'listing.upload.progress': 'Upload of {{name}}',
  },
  es: {
    'listing.upload.list': 'Subidas',
    'listing.upload.preparing': 'Preparando {{name}} para subirla…',
    'listing.upload.uploading': 'Subiendo {{name}}…',
    'listing.upload.retrying': 'El almacenamiento aún no responde. Nuevo intento en {{seconds}} s (falló el intento {{attempt}})…',
    'listing.upload.done': '{{name}} subida.',
    'listing.upload.failed': '{{name}} no se ha subido: {{message}}',
    'listing.upload.cancel': 'Cancelar',
    'listing.upload.cancelOne': 'Cancelar la subida de {{name}}',
    'listing.upload.progress': 'Subida de {{name}}',
  },
  fr: {
    'listing.upload.list': 'Envois',
    'listing.upload.preparing': "Préparation de {{name}} pour l'envoi…",
    'listing.upload.uploading': 'Envoi de {{name}}…',
    'listing.upload.retrying': 'Le stockage ne répond pas encore. Nouvel essai dans {{seconds}} s (échec de la tentative {{attempt}})…',
    'listing.upload.done': '{{name}} envoyée.',
    'listing.upload.failed': "{{name}} n'a pas été envoyée : {{message}}",
    'listing.upload.cancel': 'Annuler',
    'listing.upload.cancelOne': "Annuler l'envoi de {{name}}",
    'listing.upload.progress': 'Envoi de {{name}}',
  },
};

addAppMessages('admin', messages);
