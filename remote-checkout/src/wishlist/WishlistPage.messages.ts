/** My wishlist's texts (issue 36 item 4). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'wishlist.title': 'My wishlist',
    'wishlist.empty': 'Nothing saved yet. Press the heart on a product to keep it here.',
    'wishlist.shop': 'Browse the shop',
    'wishlist.guest': 'Saved in this browser. Sign in to keep your wishlist in your account.',
    'wishlist.signIn': 'Sign in',
    'wishlist.drop': 'Was {{price}} when you saved it',
    'wishlist.move': 'Move to cart',
    'wishlist.choose': 'Choose options',
    'wishlist.remove': 'Remove',
    'wishlist.moved': '“{{title}}” is in your cart.',
    'wishlist.failed': 'Your wishlist could not be loaded.',
    'wishlist.retry': 'Try again',
    'wishlist.stock.in_stock': 'In stock',
    'wishlist.stock.few_left': 'Only a few left',
    'wishlist.stock.sold_out': 'Sold out',
  },
  es: {
    'wishlist.title': 'Mi lista de deseos',
    'wishlist.empty': 'Aún no has guardado nada. Pulsa el corazón de un producto para guardarlo aquí.',
    'wishlist.shop': 'Ver la tienda',
    'wishlist.guest': 'Guardada en este navegador. Inicia sesión para conservarla en tu cuenta.',
    'wishlist.signIn': 'Iniciar sesión',
    'wishlist.drop': 'Costaba {{price}} cuando lo guardaste',
    'wishlist.move': 'Pasar a la cesta',
    'wishlist.choose': 'Elegir opciones',
    'wishlist.remove': 'Quitar',
    'wishlist.moved': '«{{title}}» está en tu cesta.',
    'wishlist.failed': 'No se ha podido cargar tu lista de deseos.',
    'wishlist.retry': 'Reintentar',
    'wishlist.stock.in_stock': 'Disponible',
    'wishlist.stock.few_left': 'Quedan pocas unidades',
    'wishlist.stock.sold_out': 'Agotado',
  },
  fr: {
    'wishlist.title': 'Ma liste d’envies',
    'wishlist.empty': 'Rien d’enregistré pour l’instant. Touchez le cœur d’un produit pour le garder ici.',
    'wishlist.shop': 'Parcourir la boutique',
    'wishlist.guest': 'Enregistrée dans ce navigateur. Connectez-vous pour la garder dans votre compte.',
    'wishlist.signIn': 'Se connecter',
    'wishlist.drop': 'Il coûtait {{price}} quand vous l’avez enregistré',
    'wishlist.move': 'Mettre dans le panier',
    'wishlist.choose': 'Choisir les options',
    'wishlist.remove': 'Retirer',
    'wishlist.moved': '« {{title}} » est dans votre panier.',
    'wishlist.failed': 'Votre liste d’envies n’a pas pu être chargée.',
    'wishlist.retry': 'Réessayer',
    'wishlist.stock.in_stock': 'En stock',
    'wishlist.stock.few_left': 'Plus que quelques exemplaires',
    'wishlist.stock.sold_out': 'Épuisé',
  },
};

addAppMessages('checkout', messages);
