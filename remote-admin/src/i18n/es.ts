import { dashboardEs } from './sections/dashboard';
import { usersEs } from './sections/users';
import { loginEs } from './sections/login';
import { listingEs } from './sections/listing';
import { ordersEs } from './sections/orders';
/** The `admin` namespace in Spanish. */
export const es: Record<string, string> = {
  'login.title': 'Acceso de administración',
  'login.intro':
    'Los administradores de la tienda inician sesión aquí con su correo electrónico y su contraseña para gestionar productos, pedidos y usuarios.',

  'dashboard.title': 'Panel',
  'dashboard.intro':
    'La tienda de un vistazo: ventas con GST incluido, pedidos pendientes de preparar y enviar, y productos con pocas existencias.',

  'listing.title': 'Catálogo de productos',
  'listing.intro':
    'La tabla de productos: añade productos y fotos, fija precios con GST incluido, tipos de GST, códigos HSN y existencias, y publícalos u ocúltalos.',
  'listing.empty': 'Ningún producto coincide.',

  'orders.title': 'Pedidos',
  'orders.intro':
    'Todos los pedidos con el estado del pago y del envío: confírmalos, prepáralos y envíalos, cancélalos o reembólsalos, e imprime su factura.',
  'orders.empty': 'Ningún pedido coincide.',

  'users.title': 'Usuarios',
  'users.intro':
    'Las cuentas de clientes y administradores: quiénes son, cuándo se registraron y quién puede gestionar la tienda.',
  'users.empty': 'Ningún usuario coincide.',

  'standalone.title': 'remote-admin (independiente)',
  'standalone.pages': 'Páginas',
  'standalone.language': 'Idioma',
  ...loginEs,
  ...dashboardEs,
  ...usersEs,
  ...listingEs,
  ...ordersEs,
};
