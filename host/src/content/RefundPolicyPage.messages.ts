/** The texts of the refund policy (/refund-policy), in the host's namespace: registered by the page, in its chunk. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'refund.title': 'Refund and return policy',
    'refund.intro':
      'Every piece at Haat is made by hand, so small differences in colour, weave or glaze are part of its character, not defects. If something is not right, we will make it right.',
    'refund.returns.title': 'Returns within {{days}} days',
    'refund.returns.titleClosed': 'Returns',
    'refund.returns.p1':
      'You can return an item within {{days}} days of delivery. It must be unused, unwashed and in its original packaging, with its tags.',
    'refund.returns.s1': 'Ask for the return from My orders, or from the link in your order e-mail: choose the items and the reason, and add up to 3 photos. You can also ask for another size or colour instead of a refund.',
    'refund.returns.s2': 'Within 2 working days we approve it, with a pickup from your address or the courier office to drop it at, or tell you why not.',
    'refund.returns.reasons': 'The reasons you can give: {{reasons}}.',
    'refund.returns.closed': 'This shop does not take back items that arrived as ordered; see below for damaged or wrong items.',
    'refund.exceptions.categories': 'Everything in these categories: {{categories}}.',
    'refund.returns.s3': 'Once the item reaches us and has been checked, we confirm your refund by email.',
    'refund.exceptions.title': 'What cannot be returned',
    'refund.exceptions.i1': 'Items made or personalised to order, such as custom sizes or monogrammed linen.',
    'refund.exceptions.i2': 'Food such as spices, teas and honey, once opened.',
    'refund.exceptions.i3': 'Gift cards.',
    'refund.damaged.title': 'Damaged or wrong items',
    'refund.damaged.p1':
      'If an item arrives damaged, or is not what you ordered, tell us within 48 hours of delivery with photos of the parcel and the item. We pay for the return and send you a replacement or a full refund, as you prefer.',
    'refund.money.title': 'How refunds are paid',
    'refund.money.p1':
      'Refunds go back to the original payment method (card, UPI, net banking or wallet) within 5–7 working days of our approval; your bank may take a few more days to show the credit.',
    'refund.money.p2':
      'The refund includes the GST you paid, and we issue a credit note for it. Shipping charges are refunded when the item was damaged or wrong.',
    'refund.cancel.title': 'Cancelling an order',
    'refund.cancel.p1':
      'You can cancel an order free of charge until it has shipped, and you get a full refund. Once it has shipped, please use the return process above.',
  },
  es: {
    'refund.title': 'Política de devoluciones y reembolsos',
    'refund.intro':
      'Cada pieza de Haat está hecha a mano, así que las pequeñas diferencias de color, tejido o esmalte forman parte de su carácter y no son defectos. Si algo no está bien, lo solucionaremos.',
    'refund.returns.title': 'Devoluciones en {{days}} días',
    'refund.returns.titleClosed': 'Devoluciones',
    'refund.returns.p1':
      'Puedes devolver un artículo en los {{days}} días siguientes a la entrega. Debe estar sin usar, sin lavar y en su embalaje original, con sus etiquetas.',
    'refund.returns.s1': 'Pide la devolución desde Mis pedidos, o desde el enlace del correo de tu pedido: elige los artículos y el motivo, y añade hasta 3 fotos. También puedes pedir otra talla u otro color en lugar de un reembolso.',
    'refund.returns.s2': 'En 2 días laborables la aprobamos, con una recogida en tu dirección o la oficina de mensajería donde dejarlo, o te explicamos por qué no.',
    'refund.returns.reasons': 'Los motivos que puedes indicar: {{reasons}}.',
    'refund.returns.closed': 'Esta tienda no acepta de vuelta artículos que llegaron como se pidieron; más abajo, los artículos dañados o equivocados.',
    'refund.exceptions.categories': 'Todo lo de estas categorías: {{categories}}.',
    'refund.returns.s3': 'Cuando el artículo nos llega y lo hemos revisado, te confirmamos el reembolso por correo electrónico.',
    'refund.exceptions.title': 'Qué no se puede devolver',
    'refund.exceptions.i1': 'Los artículos hechos o personalizados por encargo, como tallas a medida o ropa de hogar con monograma.',
    'refund.exceptions.i2': 'Los alimentos, como especias, tés y miel, una vez abiertos.',
    'refund.exceptions.i3': 'Las tarjetas regalo.',
    'refund.damaged.title': 'Artículos dañados o equivocados',
    'refund.damaged.p1':
      'Si un artículo llega dañado o no es lo que pediste, avísanos en las 48 horas siguientes a la entrega con fotos del paquete y del artículo. Nos hacemos cargo de la devolución y te enviamos un repuesto o te reembolsamos el importe íntegro, como prefieras.',
    'refund.money.title': 'Cómo se pagan los reembolsos',
    'refund.money.p1':
      'Los reembolsos se abonan en el medio de pago original (tarjeta, UPI, banca en línea o monedero electrónico) en un plazo de 5 a 7 días laborables desde nuestra aprobación; tu banco puede tardar unos días más en mostrar el abono.',
    'refund.money.p2':
      'El reembolso incluye el GST que pagaste y emitimos la nota de crédito correspondiente. Los gastos de envío se reembolsan cuando el artículo llegó dañado o era equivocado.',
    'refund.cancel.title': 'Cancelar un pedido',
    'refund.cancel.p1':
      'Puedes cancelar un pedido sin coste hasta que se envíe, y te reembolsamos el importe íntegro. Una vez enviado, utiliza el procedimiento de devolución descrito arriba.',
  },
  fr: {
    'refund.title': 'Politique de retour et de remboursement',
    'refund.intro':
      'Chaque pièce de Haat est faite à la main : les petites différences de couleur, de tissage ou d’émail font partie de son caractère et ne sont pas des défauts. Si quelque chose ne va pas, nous arrangerons les choses.',
    'refund.returns.title': 'Retours sous {{days}} jours',
    'refund.returns.titleClosed': 'Retours',
    'refund.returns.p1':
      'Vous pouvez retourner un article dans les {{days}} jours suivant la livraison. Il doit être inutilisé, non lavé et dans son emballage d’origine, avec ses étiquettes.',
    'refund.returns.s1': 'Demandez le retour depuis Mes commandes, ou depuis le lien de l’e-mail de votre commande : choisissez les articles et le motif, et ajoutez jusqu’à 3 photos. Vous pouvez aussi demander une autre taille ou couleur plutôt qu’un remboursement.',
    'refund.returns.s2': 'Sous 2 jours ouvrés, nous l’acceptons, avec un enlèvement à votre adresse ou le bureau du transporteur où le déposer, ou vous disons pourquoi pas.',
    'refund.returns.reasons': 'Les motifs que vous pouvez indiquer : {{reasons}}.',
    'refund.returns.closed': 'Cette boutique ne reprend pas les articles arrivés conformes à la commande ; voir plus bas pour les articles endommagés ou erronés.',
    'refund.exceptions.categories': 'Tout ce qui est dans ces catégories : {{categories}}.',
    'refund.returns.s3': 'Une fois l’article reçu et vérifié, nous vous confirmons le remboursement par e-mail.',
    'refund.exceptions.title': 'Ce qui ne peut pas être retourné',
    'refund.exceptions.i1': 'Les articles fabriqués ou personnalisés sur commande, comme les tailles sur mesure ou le linge brodé d’un monogramme.',
    'refund.exceptions.i2': 'Les produits alimentaires, comme les épices, les thés et le miel, une fois ouverts.',
    'refund.exceptions.i3': 'Les cartes cadeaux.',
    'refund.damaged.title': 'Articles endommagés ou erronés',
    'refund.damaged.p1':
      'Si un article arrive endommagé ou ne correspond pas à votre commande, prévenez-nous dans les 48 heures suivant la livraison, avec des photos du colis et de l’article. Nous prenons le retour à notre charge et vous envoyons un article de remplacement ou vous remboursons intégralement, à votre choix.',
    'refund.money.title': 'Comment les remboursements sont versés',
    'refund.money.p1':
      'Les remboursements sont effectués sur le moyen de paiement d’origine (carte, UPI, banque en ligne ou portefeuille électronique) sous 5 à 7 jours ouvrés après notre accord ; votre banque peut mettre quelques jours de plus à afficher le crédit.',
    'refund.money.p2':
      'Le remboursement inclut la GST que vous avez payée, et nous émettons un avoir correspondant. Les frais de livraison sont remboursés lorsque l’article était endommagé ou erroné.',
    'refund.cancel.title': 'Annuler une commande',
    'refund.cancel.p1':
      'Vous pouvez annuler une commande sans frais tant qu’elle n’est pas expédiée, et vous êtes intégralement remboursé. Une fois expédiée, utilisez la procédure de retour ci-dessus.',
  },
};
