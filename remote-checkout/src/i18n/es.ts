/** The `checkout` namespace in Spanish. */
export const es: Record<string, string> = {
  'cart.title': 'Tu carrito',
  'cart.intro':
    'Los artículos que elijas en la tienda te esperan aquí hasta que pagues, con precios que incluyen el GST. El envío es gratis en pedidos desde {{threshold}}.',
  'cart.empty': 'Tu carrito está vacío.',
  'cart.toShop': 'Ir a la tienda',

  'payment.title': 'Pago',
  'payment.intro':
    'Pagar tu pedido lleva cuatro pasos. Estarán disponibles aquí en cuanto el carrito esté conectado a la API de la tienda.',
  'payment.steps': 'Pasos del pago',
  'payment.address.title': 'Dirección de entrega',
  'payment.address.text':
    'Dónde entregamos, en cualquier lugar de la India. Tu estado determina cómo se desglosa el GST en la factura.',
  'payment.gstin.title': 'GSTIN (opcional)',
  'payment.gstin.text':
    '¿Compras para una empresa? Añade tu GSTIN y figurará en tu factura, para que puedas deducir el crédito fiscal (ITC).',
  'payment.review.title': 'Revisión',
  'payment.review.text':
    'Revisa los artículos, el envío y el total con su GST: CGST y SGST dentro de nuestro estado, IGST para los demás estados.',
  'payment.pay.title': 'Pagar',
  'payment.pay.text':
    'Pagas en la página de pago segura de nuestro proveedor de pagos; los datos de tu tarjeta nunca llegan a nosotros.',
  'payment.toCart': 'Volver al carrito',

  'orders.title': 'Tus pedidos',
  'orders.intro': 'Cada pedido que hagas aparecerá aquí con el estado del pago y de la entrega, y su factura.',
  'orders.empty':
    'Todavía no hay pedidos. Tus pedidos aparecerán aquí cuando puedas iniciar sesión y la API de la tienda esté conectada.',
  'orders.toShop': 'Ir a la tienda',
  'orders.toAccount': 'Volver a tu cuenta',
  'orders.signedOut': 'No has iniciado sesión.',
  'orders.signIn': 'Inicia sesión para ver tus pedidos',
  'orders.signedInAs': 'Sesión iniciada como {{email}}',

  'miniCart.label_one': 'Carrito, {{count}} artículo',
  'miniCart.label_other': 'Carrito, {{count}} artículos',

  'addToCart.label': 'Añadir al carrito',
  'addToCart.notYet': 'El carrito estará disponible cuando se conecte la API de la tienda.',
  'addToCart.soldOut': 'Agotado',

  'standalone.title': 'remote-checkout (independiente)',
  'standalone.pages': 'Páginas',
  'standalone.language': 'Idioma',
  'standalone.cart': 'Carrito',
  'standalone.payment': 'Pago',
  'standalone.orders': 'Pedidos',
  'standalone.fragments': 'Fragmentos',
  'standalone.fragmentsTitle': 'Fragmentos de remote-checkout',
  'standalone.fragmentsIntro': 'Las piezas que este remoto presta a otras páginas, mostradas aquí en cada estado.',
  'standalone.miniCart': 'Minicarrito (en la cabecera de cada página de la tienda)',
  'standalone.inStock': 'Añadir al carrito, producto disponible',
  'standalone.soldOut': 'Añadir al carrito, producto agotado',
};
