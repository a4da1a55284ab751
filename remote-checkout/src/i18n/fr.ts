/** The `checkout` namespace in French. */
export const fr: Record<string, string> = {
  'cart.title': 'Votre panier',
  'cart.intro':
    'Les articles que vous choisissez dans la boutique vous attendent ici jusqu’au paiement, avec des prix GST incluse. La livraison est offerte dès {{threshold}} d’achat.',
  'cart.empty': 'Votre panier est vide.',
  'cart.toShop': 'Aller à la boutique',

  'payment.title': 'Paiement',
  'payment.intro':
    'Le paiement de votre commande se fait en quatre étapes. Elles seront disponibles ici dès que le panier sera connecté à l’API de la boutique.',
  'payment.steps': 'Étapes du paiement',
  'payment.address.title': 'Adresse de livraison',
  'payment.address.text':
    'Où nous livrons, partout en Inde. Votre État détermine la répartition de la GST sur la facture.',
  'payment.gstin.title': 'GSTIN (facultatif)',
  'payment.gstin.text':
    'Vous achetez pour une entreprise ? Indiquez votre GSTIN : il figurera sur votre facture, pour que vous puissiez récupérer le crédit de taxe (ITC).',
  'payment.review.title': 'Vérification',
  'payment.review.text':
    'Vérifiez les articles, les frais de livraison et le total avec sa GST : CGST et SGST dans notre État, IGST pour les autres États.',
  'payment.pay.title': 'Payer',
  'payment.pay.text':
    'Vous payez sur la page de paiement sécurisée de notre prestataire ; vos données bancaires ne nous parviennent jamais.',
  'payment.toCart': 'Retour au panier',

  'orders.title': 'Vos commandes',
  'orders.intro':
    'Chaque commande que vous passez apparaît ici avec l’état du paiement et de la livraison, ainsi que sa facture.',
  'orders.empty':
    'Aucune commande pour l’instant. Vos commandes s’afficheront ici dès que la connexion sera ouverte et l’API de la boutique connectée.',
  'orders.toShop': 'Aller à la boutique',
  'orders.toAccount': 'Retour à votre compte',
  'orders.signedOut': 'Vous n’êtes pas connecté.',
  'orders.signIn': 'Connectez-vous pour voir vos commandes',
  'orders.signedInAs': 'Connecté en tant que {{email}}',

  'miniCart.label_one': 'Panier, {{count}} article',
  'miniCart.label_other': 'Panier, {{count}} articles',

  'addToCart.label': 'Ajouter au panier',
  'addToCart.notYet': 'Le panier ouvrira dès que l’API de la boutique sera connectée.',
  'addToCart.soldOut': 'Épuisé',

  'standalone.title': 'remote-checkout (autonome)',
  'standalone.pages': 'Pages',
  'standalone.language': 'Langue',
  'standalone.cart': 'Panier',
  'standalone.payment': 'Paiement',
  'standalone.orders': 'Commandes',
  'standalone.fragments': 'Fragments',
  'standalone.fragmentsTitle': 'Fragments de remote-checkout',
  'standalone.fragmentsIntro': 'Les éléments que ce remote prête à d’autres pages, présentés ici dans chaque état.',
  'standalone.miniCart': 'Mini-panier (dans l’en-tête de chaque page de la boutique)',
  'standalone.inStock': 'Ajouter au panier, produit en stock',
  'standalone.soldOut': 'Ajouter au panier, produit épuisé',
};
