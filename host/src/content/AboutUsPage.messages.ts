/** The texts of the about page (/about-us), in the host's namespace: registered by the page, in its chunk. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'about.title': 'About Haat',
    'about.intro':
      'Haat is a small online shop for handmade goods from across India. The name comes from the village haat, the weekly market where makers sell their work directly to the people who use it.',
    'about.story.title': 'Our story',
    'about.story.p1':
      'We started in {{city}} in 2021 with a few block-printed cotton quilts from Bagru and a basket of blue-pottery bowls. Today we work with more than forty artisan families and cooperatives, from Kutch embroidery and Bengal kantha to Channapatna lacquer toys and Assam cane baskets.',
    'about.story.p2':
      'Every piece is made by hand, in small numbers, with techniques passed down through generations. No two are exactly alike, and that is the point.',
    'about.makers.title': 'How we work with makers',
    'about.makers.i1': 'We buy in small batches, at the prices the makers set, and pay them within 15 days.',
    'about.makers.i2': 'Every product page names the craft, the region and, when they agree, the maker.',
    'about.makers.i3': 'We favour natural dyes, local materials and plastic-free packaging.',
    'about.makers.i4': 'We commission custom pieces only when the maker has time for them: no rush orders.',
    'about.buying.title': 'Buying from Haat',
    'about.buying.p1':
      'All prices are in Indian rupees and include GST. Every order comes with a GST invoice; add your GSTIN at checkout if you buy for a business. We ship across India, and you can return an item within 7 days of delivery.',
    'about.team.title': 'Who we are',
    'about.team.p1':
      'Haat is run by {{legalName}}, a team of six in {{city}}: we photograph, pack and ship every order ourselves, and we answer your messages too.',
    'about.link.shop': 'Browse the shop',
  },
  es: {
    'about.title': 'Sobre Haat',
    'about.intro':
      'Haat es una pequeña tienda en línea de artesanía de toda la India. El nombre viene del haat de los pueblos, el mercado semanal donde los artesanos venden su trabajo directamente a quienes lo usan.',
    'about.story.title': 'Nuestra historia',
    'about.story.p1':
      'Empezamos en {{city}} en 2021 con unas cuantas colchas de algodón estampadas a mano de Bagru y una cesta de cuencos de cerámica azul. Hoy trabajamos con más de cuarenta familias y cooperativas artesanas, desde los bordados de Kutch y el kantha de Bengala hasta los juguetes lacados de Channapatna y las cestas de caña de Assam.',
    'about.story.p2':
      'Cada pieza está hecha a mano, en pequeñas cantidades, con técnicas transmitidas de generación en generación. No hay dos iguales, y de eso se trata.',
    'about.makers.title': 'Cómo trabajamos con los artesanos',
    'about.makers.i1': 'Compramos en pequeños lotes, al precio que fijan los artesanos, y les pagamos en un plazo de 15 días.',
    'about.makers.i2': 'Cada ficha de producto indica la técnica, la región y, si están de acuerdo, el nombre del artesano.',
    'about.makers.i3': 'Preferimos los tintes naturales, los materiales locales y los embalajes sin plástico.',
    'about.makers.i4': 'Solo encargamos piezas a medida cuando el artesano tiene tiempo para ellas: nada de prisas.',
    'about.buying.title': 'Comprar en Haat',
    'about.buying.p1':
      'Todos los precios están en rupias indias e incluyen el GST. Cada pedido va acompañado de una factura con GST; si compras para una empresa, añade tu GSTIN al pagar. Enviamos a toda la India y puedes devolver un artículo en los 7 días siguientes a la entrega.',
    'about.team.title': 'Quiénes somos',
    'about.team.p1':
      'Haat lo gestiona {{legalName}}, un equipo de seis personas en {{city}}: nosotros mismos fotografiamos, empaquetamos y enviamos cada pedido, y también respondemos a tus mensajes.',
    'about.link.shop': 'Ver la tienda',
  },
  fr: {
    'about.title': 'À propos de Haat',
    'about.intro':
      'Haat est une petite boutique en ligne d’artisanat venu de toute l’Inde. Son nom vient du haat des villages, le marché hebdomadaire où les artisans vendent leur travail directement à ceux qui s’en servent.',
    'about.story.title': 'Notre histoire',
    'about.story.p1':
      'Nous avons commencé à {{city}} en 2021 avec quelques couvre-lits en coton imprimés au bloc de Bagru et un panier de bols en céramique bleue. Aujourd’hui, nous travaillons avec plus de quarante familles et coopératives d’artisans, des broderies du Kutch et du kantha du Bengale aux jouets laqués de Channapatna et aux paniers en rotin de l’Assam.',
    'about.story.p2':
      'Chaque pièce est faite à la main, en petite quantité, selon des techniques transmises de génération en génération. Il n’y en a pas deux pareilles, et c’est tout l’intérêt.',
    'about.makers.title': 'Notre façon de travailler avec les artisans',
    'about.makers.i1': 'Nous achetons par petits lots, au prix fixé par les artisans, et les payons sous 15 jours.',
    'about.makers.i2': 'Chaque fiche produit indique la technique, la région et, s’il est d’accord, le nom de l’artisan.',
    'about.makers.i3': 'Nous privilégions les teintures naturelles, les matériaux locaux et les emballages sans plastique.',
    'about.makers.i4': 'Nous ne commandons de pièces sur mesure que si l’artisan a le temps de les faire : jamais dans l’urgence.',
    'about.buying.title': 'Acheter chez Haat',
    'about.buying.p1':
      'Tous les prix sont en roupies indiennes et incluent la GST. Chaque commande est accompagnée d’une facture avec GST ; si vous achetez pour une entreprise, indiquez votre GSTIN lors du paiement. Nous livrons dans toute l’Inde, et vous pouvez retourner un article dans les 7 jours suivant la livraison.',
    'about.team.title': 'Qui sommes-nous',
    'about.team.p1':
      'Haat est gérée par {{legalName}}, une équipe de six personnes à {{city}} : nous photographions, emballons et expédions nous-mêmes chaque commande, et c’est aussi nous qui répondons à vos messages.',
    'about.link.shop': 'Découvrir la boutique',
  },
};
