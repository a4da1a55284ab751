/** The texts of the shipping policy (/shipping-policy), in the host's namespace: registered by the page, in its chunk. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'shipping.title': 'Shipping policy',
    'shipping.intro':
      'We ship to every serviceable PIN code in India from our workshop in {{city}}. We do not ship outside India yet.',
    'shipping.dispatch.title': 'When your order leaves us',
    'shipping.dispatch.p1':
      'Items in stock are packed and dispatched within 2 working days. Made-to-order pieces show their making time on the product page, usually 7 to 15 days.',
    'shipping.times.title': 'Delivery times',
    'shipping.times.i1': 'Metro cities: 3–5 working days after dispatch.',
    'shipping.times.i2': 'Rest of India: 5–8 working days.',
    'shipping.times.i3':
      'North-eastern states, Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands and Lakshadweep: 7–12 working days.',
    'shipping.times.p1': 'Festivals, strikes and heavy rain can delay deliveries; we will tell you if your parcel is affected.',
    'shipping.charges.title': 'Shipping charges',
    'shipping.charges.p1':
      'Shipping depends on where your parcel goes and what it weighs, and is free above an order value in most regions. Give your PIN code on a product page or in your cart: it shows the shipping, GST included, and the delivery date before you pay.',
    'shipping.tracking.title': 'Tracking your parcel',
    'shipping.tracking.p1':
      'As soon as your order ships, we email you the courier’s name and tracking number. You can also follow it from your orders page.',
    'shipping.problems.title': 'If something goes wrong',
    'shipping.problems.p1':
      'If a parcel has not arrived 5 working days after the expected date, or arrives damaged, write to {{email}}. We will trace it with the courier and, if it is lost, send a replacement or a full refund.',
    'shipping.link.orders': 'Your orders',
  },
  es: {
    'shipping.title': 'Política de envíos',
    'shipping.intro':
      'Enviamos a todos los códigos PIN con servicio de la India desde nuestro taller de {{city}}. Por ahora no enviamos fuera de la India.',
    'shipping.dispatch.title': 'Cuándo sale tu pedido',
    'shipping.dispatch.p1':
      'Los artículos en existencias se empaquetan y envían en 2 días laborables. Las piezas por encargo indican su plazo de fabricación en la ficha del producto, normalmente de 7 a 15 días.',
    'shipping.times.title': 'Plazos de entrega',
    'shipping.times.i1': 'Grandes ciudades: de 3 a 5 días laborables desde el envío.',
    'shipping.times.i2': 'Resto de la India: de 5 a 8 días laborables.',
    'shipping.times.i3':
      'Estados del noreste, Jammu y Cachemira, Ladakh, las islas Andamán y Nicobar y Lakshadweep: de 7 a 12 días laborables.',
    'shipping.times.p1': 'Las fiestas, las huelgas y las lluvias intensas pueden retrasar las entregas; te avisaremos si tu paquete se ve afectado.',
    'shipping.charges.title': 'Gastos de envío',
    'shipping.charges.p1':
      'El envío depende del destino y del peso del paquete, y es gratuito a partir de cierto importe en la mayoría de las regiones. Indica tu código PIN en la página de un producto o en tu carrito: verás el envío, con el GST incluido, y la fecha de entrega antes de pagar.',
    'shipping.tracking.title': 'Seguimiento del paquete',
    'shipping.tracking.p1':
      'En cuanto se envía tu pedido, te mandamos por correo electrónico el nombre de la empresa de mensajería y el número de seguimiento. También puedes seguirlo desde la página de tus pedidos.',
    'shipping.problems.title': 'Si algo sale mal',
    'shipping.problems.p1':
      'Si un paquete no ha llegado 5 días laborables después de la fecha prevista, o llega dañado, escribe a {{email}}. Lo rastrearemos con la empresa de mensajería y, si se ha perdido, te enviaremos un repuesto o te reembolsaremos el importe íntegro.',
    'shipping.link.orders': 'Tus pedidos',
  },
  fr: {
    'shipping.title': 'Politique de livraison',
    'shipping.intro':
      'Nous livrons dans tous les codes PIN desservis en Inde, depuis notre atelier de {{city}}. Nous ne livrons pas encore hors de l’Inde.',
    'shipping.dispatch.title': 'Quand votre commande part',
    'shipping.dispatch.p1':
      'Les articles en stock sont emballés et expédiés sous 2 jours ouvrés. Les pièces fabriquées sur commande indiquent leur délai de fabrication sur la fiche produit, généralement de 7 à 15 jours.',
    'shipping.times.title': 'Délais de livraison',
    'shipping.times.i1': 'Grandes métropoles : 3 à 5 jours ouvrés après l’expédition.',
    'shipping.times.i2': 'Reste de l’Inde : 5 à 8 jours ouvrés.',
    'shipping.times.i3':
      'États du Nord-Est, Jammu-et-Cachemire, Ladakh, îles Andaman-et-Nicobar et Lakshadweep : 7 à 12 jours ouvrés.',
    'shipping.times.p1': 'Les fêtes, les grèves et les fortes pluies peuvent retarder les livraisons ; nous vous prévenons si votre colis est concerné.',
    'shipping.charges.title': 'Frais de livraison',
    'shipping.charges.p1':
      'Les frais de port dépendent de la destination et du poids du colis, et sont offerts au-delà d’un certain montant dans la plupart des régions. Indiquez votre code PIN sur la page d’un produit ou dans votre panier : vous verrez les frais, GST comprise, et la date de livraison avant de payer.',
    'shipping.tracking.title': 'Suivre votre colis',
    'shipping.tracking.p1':
      'Dès l’expédition de votre commande, nous vous envoyons par e-mail le nom du transporteur et le numéro de suivi. Vous pouvez aussi la suivre depuis la page de vos commandes.',
    'shipping.problems.title': 'En cas de problème',
    'shipping.problems.p1':
      'Si un colis n’est pas arrivé 5 jours ouvrés après la date prévue, ou s’il arrive endommagé, écrivez à {{email}}. Nous le rechercherons avec le transporteur et, s’il est perdu, nous vous enverrons un article de remplacement ou vous rembourserons intégralement.',
    'shipping.link.orders': 'Vos commandes',
  },
};
