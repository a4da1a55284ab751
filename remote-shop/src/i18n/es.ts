/** The `shop` namespace in Spanish. */
export const es: Record<string, string> = {
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
    'Enviamos a todos los códigos postales (PIN) de la India a los que llega la mensajería. El envío es gratis en pedidos desde {{threshold}}.',

  'shop.title': 'La tienda',
  'shop.intro':
    'Textiles, cerámica, objetos de madera y mucho más, cada uno con su oficio y su región, y su precio en rupias con el GST incluido.',
  'shop.empty': 'El catálogo aparecerá aquí cuando se conecte la API de la tienda.',
  'shop.meanwhile': 'Mientras tanto, descubre cómo trabajamos con los artesanos',

  'product.text':
    'Las fotos, la historia de la pieza, su precio con el GST incluido y su disponibilidad aparecerán aquí cuando se conecte la API de la tienda.',
  'product.back': 'Volver a la tienda',

  'standalone.title': 'remote-shop (independiente)',
  'standalone.pages': 'Páginas',
  'standalone.language': 'Idioma',
  'standalone.home': 'Inicio',
  'standalone.shop': 'Tienda',
  'standalone.product': 'Un producto',
};
