/** The `shop` namespace in French. */
export const fr: Record<string, string> = {
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
    'Nous livrons à tous les codes postaux (PIN) d’Inde desservis par nos transporteurs. La livraison est offerte dès {{threshold}} d’achat.',

  'shop.title': 'La boutique',
  'shop.intro':
    'Textiles, poterie, objets en bois et bien plus, chacun avec son savoir-faire et sa région, et son prix en roupies, GST incluse.',
  'shop.empty': 'Le catalogue s’affichera ici une fois l’API de la boutique connectée.',
  'shop.meanwhile': 'En attendant, découvrez comment nous travaillons avec les artisans',

  'product.text':
    'Les photos, l’histoire de la pièce, son prix GST incluse et sa disponibilité s’afficheront ici une fois l’API de la boutique connectée.',
  'product.back': 'Retour à la boutique',

  'standalone.title': 'remote-shop (autonome)',
  'standalone.pages': 'Pages',
  'standalone.language': 'Langue',
  'standalone.home': 'Accueil',
  'standalone.shop': 'Boutique',
  'standalone.product': 'Un produit',
};
