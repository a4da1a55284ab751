/** The home page's texts (/ and /homepage), in the shop remote's namespace. */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'home.title': 'Handmade goods from across India',
    'home.lead':
      'Textiles, pottery, woodwork, jewellery and more, made by hand by artisans and cooperatives from Kashmir to Kerala and sold in small batches.',
    'home.cta': 'Browse the shop',
    'home.about': 'Our story',
    'home.promises': 'Our promise',
    'home.promise.handmade.title': 'Made by hand',
    'home.promise.handmade.text':
      'Every piece is made by hand, in small numbers, by the people whose craft it is. No two are exactly alike.',
    'home.promise.gst.title': 'Prices include GST',
    'home.promise.gst.text':
      'The price you see is the price you pay: GST is included, and your invoice shows it line by line.',
    'home.promise.shipping.title': 'Shipping across India',
    'home.promise.shipping.text':
      'We deliver across India. Give your PIN code on any product to see the delivery date and the shipping cost before you buy.',
    'home.categories': 'Shop by craft',
    'home.featured': 'New in the shop',
    'home.all': 'See everything in the shop',
  },
  es: {
    'home.title': 'Productos hechos a mano de toda la India',
    'home.lead':
      'Textiles, cerámica, objetos de madera, joyería y mucho más, hechos a mano por artesanos y cooperativas de Cachemira a Kerala y vendidos en pequeñas series.',
    'home.cta': 'Ver la tienda',
    'home.about': 'Nuestra historia',
    'home.promises': 'Nuestro compromiso',
    'home.promise.handmade.title': 'Hecho a mano',
    'home.promise.handmade.text':
      'Cada pieza está hecha a mano, en pequeñas cantidades, por quienes dominan ese oficio. No hay dos exactamente iguales.',
    'home.promise.gst.title': 'GST incluido en el precio',
    'home.promise.gst.text':
      'El precio que ves es el que pagas: el GST (el impuesto indio sobre bienes y servicios) está incluido y tu factura lo desglosa línea por línea.',
    'home.promise.shipping.title': 'Envíos a toda la India',
    'home.promise.shipping.text':
      'Enviamos a toda la India. Indica tu código PIN en cualquier producto para ver la fecha de entrega y el coste del envío antes de comprar.',
    'home.categories': 'Compra por oficio',
    'home.featured': 'Novedades en la tienda',
    'home.all': 'Ver todo lo de la tienda',
  },
  fr: {
    'home.title': 'Des objets faits main venus de toute l’Inde',
    'home.lead':
      'Textiles, poterie, objets en bois, bijoux et bien plus encore, faits à la main par des artisans et des coopératives du Cachemire au Kerala, et vendus en petites séries.',
    'home.cta': 'Découvrir la boutique',
    'home.about': 'Notre histoire',
    'home.promises': 'Nos engagements',
    'home.promise.handmade.title': 'Fait main',
    'home.promise.handmade.text':
      'Chaque pièce est faite à la main, en petite quantité, par celles et ceux dont c’est le métier. Aucune n’est tout à fait identique à une autre.',
    'home.promise.gst.title': 'Prix GST incluse',
    'home.promise.gst.text':
      'Le prix affiché est le prix que vous payez : la GST (la taxe indienne sur les biens et services) est incluse, et votre facture la détaille ligne par ligne.',
    'home.promise.shipping.title': 'Livraison dans toute l’Inde',
    'home.promise.shipping.text':
      'Nous livrons dans toute l’Inde. Indiquez votre code PIN sur n’importe quel produit pour voir la date de livraison et les frais de port avant d’acheter.',
    'home.categories': 'Par savoir-faire',
    'home.featured': 'Nouveautés',
    'home.all': 'Voir toute la boutique',
  },
};

addAppMessages('shop', messages);
