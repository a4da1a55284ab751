import { dashboardFr } from './sections/dashboard';
import { usersFr } from './sections/users';
import { loginFr } from './sections/login';
import { listingFr } from './sections/listing';
import { ordersFr } from './sections/orders';
/** The `admin` namespace in French. */
export const fr: Record<string, string> = {
  'login.title': 'Connexion administrateur',
  'login.intro':
    'Les administrateurs de la boutique se connectent ici avec leur adresse e-mail et leur mot de passe pour gérer les produits, les commandes et les utilisateurs.',

  'dashboard.title': 'Tableau de bord',
  'dashboard.intro':
    'La boutique en un coup d’œil : ventes GST incluse, commandes à préparer et à expédier, et produits dont le stock s’épuise.',

  'listing.title': 'Catalogue des produits',
  'listing.intro':
    'Le tableau des produits : ajoutez des produits et des photos, fixez les prix GST incluse, les taux de GST, les codes HSN et le stock, puis publiez-les ou masquez-les.',
  'listing.empty': 'Aucun produit ne correspond.',

  'orders.title': 'Commandes',
  'orders.intro':
    'Toutes les commandes avec l’état du paiement et de l’expédition : confirmez-les, préparez-les et expédiez-les, annulez-les ou remboursez-les, et imprimez leur facture.',
  'orders.empty': 'Aucune commande ne correspond.',

  'users.title': 'Utilisateurs',
  'users.intro':
    'Les comptes clients et administrateurs : qui ils sont, quand ils se sont inscrits et qui peut gérer la boutique.',
  'users.empty': 'Aucun utilisateur ne correspond.',

  'standalone.title': 'remote-admin (autonome)',
  'standalone.pages': 'Pages',
  'standalone.language': 'Langue',
  ...loginFr,
  ...dashboardFr,
  ...usersFr,
  ...listingFr,
  ...ordersFr,
};
