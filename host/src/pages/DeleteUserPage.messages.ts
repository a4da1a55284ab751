/** The texts of the account deletion page (/delete-user), in the host's namespace: loaded with the page's chunk. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { HostMessages } from '../i18n/messages';

export const messages: HostMessages = {
  en: {
    'delete.title': 'Delete your account',
    'delete.intro':
      'You can delete your Haat account at any time. It cannot be undone, so please read what is erased and what the law requires us to keep.',
    'delete.notice': 'You will be able to delete your account here once you are signed in. Signing in is coming soon.',
    'delete.erased.title': 'What is erased',
    'delete.erased.i1': 'Your sign-in (email address and password) and your profile: name and phone number.',
    'delete.erased.i2': 'Your saved delivery addresses and your GSTIN.',
    'delete.erased.i3': 'Your cart and your preferences.',
    'delete.kept.title': 'What we keep',
    'delete.kept.p1':
      'Your past orders are kept, anonymised: your name and contact details are removed, but the invoices, items, amounts and GST stay. Indian GST law requires sellers to keep invoices and accounts for 72 months after the due date of that year’s annual return.',
    'delete.kept.p2':
      'Deleting your account does not cancel orders on their way or refunds in progress: they are completed as usual.',
    'delete.link.account': 'Back to my account',
  },
  es: {
    'delete.title': 'Eliminar tu cuenta',
    'delete.intro':
      'Puedes eliminar tu cuenta de Haat en cualquier momento. No se puede deshacer, así que lee qué se borra y qué nos obliga la ley a conservar.',
    'delete.notice': 'Podrás eliminar tu cuenta aquí cuando hayas iniciado sesión. El inicio de sesión llegará pronto.',
    'delete.erased.title': 'Qué se borra',
    'delete.erased.i1': 'Tu acceso (correo electrónico y contraseña) y tu perfil: nombre y teléfono.',
    'delete.erased.i2': 'Tus direcciones de entrega guardadas y tu GSTIN.',
    'delete.erased.i3': 'Tu carrito y tus preferencias.',
    'delete.kept.title': 'Qué conservamos',
    'delete.kept.p1':
      'Tus pedidos anteriores se conservan de forma anónima: se eliminan tu nombre y tus datos de contacto, pero se mantienen las facturas, los artículos, los importes y el GST. La ley india del GST obliga a los vendedores a conservar facturas y cuentas durante 72 meses desde la fecha límite de la declaración anual de ese año.',
    'delete.kept.p2':
      'Eliminar tu cuenta no cancela los pedidos en camino ni los reembolsos en curso: se completan con normalidad.',
    'delete.link.account': 'Volver a mi cuenta',
  },
  fr: {
    'delete.title': 'Supprimer votre compte',
    'delete.intro':
      'Vous pouvez supprimer votre compte Haat à tout moment. C’est définitif : lisez donc ce qui est effacé et ce que la loi nous oblige à conserver.',
    'delete.notice': 'Vous pourrez supprimer votre compte ici une fois connecté. La connexion arrive bientôt.',
    'delete.erased.title': 'Ce qui est effacé',
    'delete.erased.i1': 'Vos identifiants (adresse e-mail et mot de passe) et votre profil : nom et numéro de téléphone.',
    'delete.erased.i2': 'Vos adresses de livraison enregistrées et votre GSTIN.',
    'delete.erased.i3': 'Votre panier et vos préférences.',
    'delete.kept.title': 'Ce que nous conservons',
    'delete.kept.p1':
      'Vos commandes passées sont conservées de façon anonyme : votre nom et vos coordonnées sont supprimés, mais les factures, les articles, les montants et la GST restent. La loi indienne sur la GST oblige les vendeurs à conserver factures et comptes pendant 72 mois après la date limite de la déclaration annuelle de l’année concernée.',
    'delete.kept.p2':
      'La suppression de votre compte n’annule ni les commandes en cours de livraison ni les remboursements en cours : ils sont menés à terme normalement.',
    'delete.link.account': 'Retour à mon compte',
  },
};

addAppMessages('host', messages);
