/** The texts of the terms of service (/terms-of-service), in the host's namespace: registered by the page, in its chunk. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'terms.title': 'Terms of service',
    'terms.intro':
      'These terms apply when you use this shop or buy from it. The shop is run by {{legalName}}, {{city}}, Rajasthan, India (GSTIN {{gstin}}). By placing an order you accept them.',
    'terms.orders.title': 'Orders and prices',
    'terms.orders.p1':
      'All prices are in Indian rupees and include GST at the rate of each product. Your invoice shows CGST and SGST for deliveries within Rajasthan, and IGST for deliveries to other states.',
    'terms.orders.p2':
      'An order is binding once we confirm it by email after payment. If an item turns out to be out of stock, or was shown at a wrong price, we may cancel the order and refund you in full.',
    'terms.products.title': 'Handmade products',
    'terms.products.p1':
      'Our goods are made by hand from natural materials. Sizes, colours and patterns may differ slightly from the photos, and no two pieces are identical. Care instructions are on each product page.',
    'terms.account.title': 'Your account',
    'terms.account.p1':
      'Keep your password secret: you are responsible for orders placed with your account. Tell us at once if you think someone else has used it. You may delete your account at any time.',
    'terms.use.title': 'Using the site',
    'terms.use.i1': 'Do not use the site for anything unlawful or to harm others.',
    'terms.use.i2': 'Do not try to break into, overload or copy the site or its data.',
    'terms.use.i3': 'Photos, texts and designs belong to Haat or to the makers; do not reuse them without permission.',
    'terms.liability.title': 'Our responsibility',
    'terms.liability.p1':
      'We are responsible for the goods we sell as set out in the Consumer Protection Act, 2019. Beyond that, and as far as the law allows, our liability for an order is limited to the amount you paid for it.',
    'terms.law.title': 'Governing law and disputes',
    'terms.law.p1':
      'These terms are governed by the laws of India, and the courts of {{city}}, Rajasthan have jurisdiction. This does not affect your right as a consumer to approach the consumer commission where you live. Please write to our grievance officer first: most problems are solved quickly.',
  },
  es: {
    'terms.title': 'Condiciones del servicio',
    'terms.intro':
      'Estas condiciones se aplican cuando usas esta tienda o compras en ella. La tienda la gestiona {{legalName}}, {{city}}, Rajastán, India (GSTIN {{gstin}}). Al hacer un pedido, las aceptas.',
    'terms.orders.title': 'Pedidos y precios',
    'terms.orders.p1':
      'Todos los precios están en rupias indias e incluyen el GST al tipo de cada producto. Tu factura muestra el CGST y el SGST en las entregas dentro de Rajastán, y el IGST en las entregas a otros estados.',
    'terms.orders.p2':
      'Un pedido es vinculante cuando lo confirmamos por correo electrónico tras el pago. Si un artículo resulta estar agotado o se mostró con un precio erróneo, podemos cancelar el pedido y reembolsarte el importe íntegro.',
    'terms.products.title': 'Productos hechos a mano',
    'terms.products.p1':
      'Nuestros productos están hechos a mano con materiales naturales. Las medidas, los colores y los dibujos pueden variar ligeramente respecto a las fotos, y no hay dos piezas idénticas. Las instrucciones de cuidado figuran en cada ficha de producto.',
    'terms.account.title': 'Tu cuenta',
    'terms.account.p1':
      'Mantén tu contraseña en secreto: eres responsable de los pedidos hechos con tu cuenta. Avísanos enseguida si crees que otra persona la ha usado. Puedes eliminar tu cuenta en cualquier momento.',
    'terms.use.title': 'Uso del sitio',
    'terms.use.i1': 'No uses el sitio para nada ilegal ni para perjudicar a otros.',
    'terms.use.i2': 'No intentes acceder sin permiso al sitio o a sus datos, sobrecargarlo ni copiarlo.',
    'terms.use.i3': 'Las fotos, los textos y los diseños pertenecen a Haat o a los artesanos; no los reutilices sin permiso.',
    'terms.liability.title': 'Nuestra responsabilidad',
    'terms.liability.p1':
      'Respondemos de los productos que vendemos según lo dispuesto en la Ley de Protección del Consumidor de 2019 (Consumer Protection Act). Más allá de eso, y en la medida en que la ley lo permita, nuestra responsabilidad por un pedido se limita al importe que pagaste por él.',
    'terms.law.title': 'Ley aplicable y litigios',
    'terms.law.p1':
      'Estas condiciones se rigen por las leyes de la India y son competentes los tribunales de {{city}}, Rajastán. Esto no afecta a tu derecho como consumidor a acudir a la comisión de consumo de tu lugar de residencia. Escribe primero a nuestra responsable de reclamaciones: la mayoría de los problemas se resuelven rápido.',
  },
  fr: {
    'terms.title': 'Conditions d’utilisation',
    'terms.intro':
      'Ces conditions s’appliquent lorsque vous utilisez cette boutique ou y achetez. La boutique est exploitée par {{legalName}}, {{city}}, Rajasthan, Inde (GSTIN {{gstin}}). En passant commande, vous les acceptez.',
    'terms.orders.title': 'Commandes et prix',
    'terms.orders.p1':
      'Tous les prix sont en roupies indiennes et incluent la GST au taux de chaque produit. Votre facture indique la CGST et la SGST pour les livraisons au Rajasthan, et l’IGST pour les livraisons dans les autres États.',
    'terms.orders.p2':
      'Une commande vous engage, et nous engage, dès que nous la confirmons par e-mail après le paiement. Si un article se révèle épuisé ou a été affiché à un prix erroné, nous pouvons annuler la commande et vous rembourser intégralement.',
    'terms.products.title': 'Des produits faits main',
    'terms.products.p1':
      'Nos articles sont faits à la main avec des matériaux naturels. Les dimensions, couleurs et motifs peuvent légèrement différer des photos, et aucune pièce n’est identique à une autre. Les conseils d’entretien figurent sur chaque fiche produit.',
    'terms.account.title': 'Votre compte',
    'terms.account.p1':
      'Gardez votre mot de passe secret : vous êtes responsable des commandes passées avec votre compte. Prévenez-nous immédiatement si vous pensez que quelqu’un d’autre l’a utilisé. Vous pouvez supprimer votre compte à tout moment.',
    'terms.use.title': 'Utilisation du site',
    'terms.use.i1': 'N’utilisez pas le site à des fins illégales ou pour nuire à autrui.',
    'terms.use.i2': 'N’essayez pas de pénétrer, de surcharger ou de copier le site ou ses données.',
    'terms.use.i3': 'Les photos, textes et motifs appartiennent à Haat ou aux artisans ; ne les réutilisez pas sans autorisation.',
    'terms.liability.title': 'Notre responsabilité',
    'terms.liability.p1':
      'Nous répondons des produits que nous vendons dans les conditions prévues par la loi indienne de 2019 sur la protection des consommateurs (Consumer Protection Act). Au-delà, et dans la mesure permise par la loi, notre responsabilité pour une commande est limitée au montant que vous avez payé.',
    'terms.law.title': 'Droit applicable et litiges',
    'terms.law.p1':
      'Ces conditions sont régies par le droit indien, et les tribunaux de {{city}}, Rajasthan, sont compétents. Cela ne remet pas en cause votre droit, en tant que consommateur, de saisir la commission de la consommation de votre lieu de résidence. Écrivez d’abord à notre responsable des réclamations : la plupart des problèmes se règlent rapidement.',
  },
};
