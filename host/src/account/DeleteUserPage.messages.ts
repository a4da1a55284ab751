/** The texts of the account deletion page (/delete-user), in the host's namespace: registered by the page, in its chunk. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'delete.title': 'Delete your account',
    'delete.intro':
      'You can delete your Haat account at any time. It cannot be undone, so please read what is erased and what the law requires us to keep.',
    'delete.erased.title': 'What is erased',
    'delete.erased.i1': 'Your sign-in (email address and password) and your profile: name and phone number.',
    'delete.erased.i2': 'Your saved delivery addresses and your GSTIN.',
    'delete.erased.i3': 'Your cart and your preferences.',
    'delete.kept.title': 'What we keep',
    'delete.kept.p1':
      'Your past orders are kept, anonymised: your name, street, city and phone are removed, but the invoices, items, amounts and GST stay, with the state and PIN code that decide the tax (and a GSTIN printed on an invoice). Indian GST law requires sellers to keep invoices and accounts for 72 months after the due date of that year’s annual return.',
    'delete.kept.p2':
      'While an order you paid for is still on its way, the account cannot be deleted yet: its address is needed to deliver it. Refunds in progress are completed as usual.',
    'delete.erased.i4': 'Your name, email address and phone number in the messages you sent us.',
    'delete.link.orders': 'My orders',
    'delete.form.title': 'Delete the account',
    'delete.form.intro': 'You are signed in as {{email}}. To delete this account, confirm below and type your password again.',
    'delete.form.understood': 'I understand that my account and my personal data will be erased, and that this cannot be undone.',
    'delete.form.mustConfirm': 'Please tick the box to confirm.',
    'delete.form.password': 'Password',
    'delete.form.submit': 'Delete my account',
    'delete.conflict':
      'An order you paid for is still on its way, and its address is needed to deliver it. You can delete your account once it has arrived or been cancelled.',
    'delete.done.title': 'Your account was deleted',
    'delete.done.p1':
      'Your profile, addresses, cart and contact details have been erased and you have been signed out. Your past orders are kept without your name or contact details for our tax records.',
    'delete.done.next': 'What next',
    'delete.done.home': 'Back to the home page',
    'delete.link.account': 'Back to my account',
  },
  es: {
    'delete.title': 'Eliminar tu cuenta',
    'delete.intro':
      'Puedes eliminar tu cuenta de Haat en cualquier momento. No se puede deshacer, así que lee qué se borra y qué nos obliga la ley a conservar.',
    'delete.erased.title': 'Qué se borra',
    'delete.erased.i1': 'Tu acceso (correo electrónico y contraseña) y tu perfil: nombre y teléfono.',
    'delete.erased.i2': 'Tus direcciones de entrega guardadas y tu GSTIN.',
    'delete.erased.i3': 'Tu carrito y tus preferencias.',
    'delete.kept.title': 'Qué conservamos',
    'delete.kept.p1':
      'Tus pedidos anteriores se conservan de forma anónima: se eliminan tu nombre, tu calle, tu ciudad y tu teléfono, pero se mantienen las facturas, los artículos, los importes y el GST, con el estado y el código PIN que determinan el impuesto (y el GSTIN que figure en una factura). La ley india del GST obliga a los vendedores a conservar facturas y cuentas durante 72 meses desde la fecha límite de la declaración anual de ese año.',
    'delete.kept.p2':
      'Mientras un pedido que has pagado siga en camino, la cuenta no se puede eliminar todavía: su dirección es necesaria para entregarlo. Los reembolsos en curso se completan con normalidad.',
    'delete.erased.i4': 'Tu nombre, correo electrónico y teléfono en los mensajes que nos enviaste.',
    'delete.link.orders': 'Mis pedidos',
    'delete.form.title': 'Eliminar la cuenta',
    'delete.form.intro': 'Has iniciado sesión como {{email}}. Para eliminar esta cuenta, confírmalo abajo y vuelve a escribir tu contraseña.',
    'delete.form.understood': 'Entiendo que mi cuenta y mis datos personales se borrarán y que no se puede deshacer.',
    'delete.form.mustConfirm': 'Marca la casilla para confirmarlo.',
    'delete.form.password': 'Contraseña',
    'delete.form.submit': 'Eliminar mi cuenta',
    'delete.conflict':
      'Un pedido que has pagado todavía está en camino y su dirección es necesaria para entregarlo. Podrás eliminar tu cuenta cuando haya llegado o se haya cancelado.',
    'delete.done.title': 'Tu cuenta se ha eliminado',
    'delete.done.p1':
      'Tu perfil, tus direcciones, tu carrito y tus datos de contacto se han borrado y se ha cerrado tu sesión. Tus pedidos anteriores se conservan sin tu nombre ni tus datos de contacto para nuestros registros fiscales.',
    'delete.done.next': 'Y ahora',
    'delete.done.home': 'Volver a la página de inicio',
    'delete.link.account': 'Volver a mi cuenta',
  },
  fr: {
    'delete.title': 'Supprimer votre compte',
    'delete.intro':
      'Vous pouvez supprimer votre compte Haat à tout moment. C’est définitif : lisez donc ce qui est effacé et ce que la loi nous oblige à conserver.',
    'delete.erased.title': 'Ce qui est effacé',
    'delete.erased.i1': 'Vos identifiants (adresse e-mail et mot de passe) et votre profil : nom et numéro de téléphone.',
    'delete.erased.i2': 'Vos adresses de livraison enregistrées et votre GSTIN.',
    'delete.erased.i3': 'Votre panier et vos préférences.',
    'delete.kept.title': 'Ce que nous conservons',
    'delete.kept.p1':
      'Vos commandes passées sont conservées de façon anonyme : votre nom, votre rue, votre ville et votre téléphone sont supprimés, mais les factures, les articles, les montants et la GST restent, avec l’État et le code PIN qui déterminent la taxe (et le GSTIN imprimé sur une facture). La loi indienne sur la GST oblige les vendeurs à conserver factures et comptes pendant 72 mois après la date limite de la déclaration annuelle de l’année concernée.',
    'delete.kept.p2':
      'Tant qu’une commande que vous avez payée est en cours de livraison, le compte ne peut pas encore être supprimé : son adresse est nécessaire pour la livrer. Les remboursements en cours sont menés à terme normalement.',
    'delete.erased.i4': 'Votre nom, votre adresse e-mail et votre numéro de téléphone dans les messages que vous nous avez envoyés.',
    'delete.link.orders': 'Mes commandes',
    'delete.form.title': 'Supprimer le compte',
    'delete.form.intro': 'Vous êtes connecté en tant que {{email}}. Pour supprimer ce compte, confirmez ci-dessous et saisissez à nouveau votre mot de passe.',
    'delete.form.understood': 'Je comprends que mon compte et mes données personnelles seront effacés, et que c’est définitif.',
    'delete.form.mustConfirm': 'Cochez la case pour confirmer.',
    'delete.form.password': 'Mot de passe',
    'delete.form.submit': 'Supprimer mon compte',
    'delete.conflict':
      'Une commande que vous avez payée est encore en cours de livraison, et son adresse est nécessaire pour la livrer. Vous pourrez supprimer votre compte une fois qu’elle sera arrivée ou annulée.',
    'delete.done.title': 'Votre compte a été supprimé',
    'delete.done.p1':
      'Votre profil, vos adresses, votre panier et vos coordonnées ont été effacés et vous avez été déconnecté. Vos commandes passées sont conservées sans votre nom ni vos coordonnées pour nos obligations fiscales.',
    'delete.done.next': 'Et maintenant',
    'delete.done.home': 'Retour à la page d’accueil',
    'delete.link.account': 'Retour à mon compte',
  },
};
