export const fr: Record<string, string> = {
  'layout.skip': 'Aller au contenu',
  'layout.mainNav': 'Navigation principale',
  'layout.footerNav': 'Informations sur la boutique',
  'layout.language': 'Langue',
  'layout.copyright': '© {{year}} Haat. Artisanat de toute l’Inde.',
  'nav.shop': 'Boutique',
  'nav.about': 'À propos',
  'nav.contact': 'Contact',
  'nav.account': 'Mon compte',
  'nav.signIn': 'Se connecter',
  'nav.shipping': 'Politique de livraison',
  'nav.refund': 'Politique de remboursement',
  'nav.privacy': 'Politique de confidentialité',
  'nav.terms': 'Conditions d’utilisation',
  'nav.sample': 'Kit d’interface',
  'admin.title': 'Administration',
  'admin.nav': 'Sections d’administration',
  'admin.dashboard': 'Tableau de bord',
  'admin.listing': 'Catalogue',
  'admin.orders': 'Commandes',
  'admin.users': 'Utilisateurs',
  'admin.backToShop': 'Retour à la boutique',
  'remote.loading': 'Chargement…',
  'remote.unavailableTitle': 'Cette partie de la boutique n’est pas disponible pour le moment',
  'remote.unavailableText': 'Le reste du site fonctionne toujours. Réessayez dans un instant.',
  'remote.retry': 'Réessayer',
  'error.serverDescription': 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  'error.backHome': 'Retour à l’accueil',
  'update.available': 'Une nouvelle version de la boutique est disponible.',
  'update.reload': 'Recharger',

  // Content pages
  'page.updated': 'Dernière mise à jour :',
  'page.related': 'Voir aussi',

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

  'privacy.title': 'Politique de confidentialité',
  'privacy.intro':
    'Cette politique explique quelles données personnelles {{legalName}} (« Haat », « nous ») collecte lorsque vous utilisez cette boutique, pourquoi, et ce que vous pouvez faire à ce sujet. Nous respectons la loi indienne de 2000 sur les technologies de l’information (Information Technology Act) et ses règles d’application, ainsi que la loi de 2023 sur la protection des données personnelles numériques (Digital Personal Data Protection Act).',
  'privacy.collect.title': 'Ce que nous collectons',
  'privacy.collect.i1':
    'Les données du compte : votre nom, votre adresse e-mail et votre numéro de téléphone. Votre mot de passe est géré par notre fournisseur de connexion ; nous ne le voyons jamais.',
  'privacy.collect.i2': 'Les données des commandes : adresses de livraison et de facturation, vos achats, et votre GSTIN si vous le fournissez.',
  'privacy.collect.i3':
    'L’état du paiement transmis par notre prestataire de paiement. Nous ne voyons ni ne conservons jamais votre numéro de carte, votre code PIN UPI ou votre mot de passe de banque en ligne.',
  'privacy.collect.i4':
    'Les messages que vous nous envoyez, et les données techniques (navigateur, pages consultées) nécessaires à la sécurité du site.',
  'privacy.use.title': 'Ce que nous en faisons',
  'privacy.use.p1':
    'Nous utilisons vos données pour livrer vos commandes, émettre les factures avec GST, répondre à vos questions et prévenir la fraude. Nous ne les partageons qu’avec ceux qui nous aident à le faire : les transporteurs, notre prestataire de paiement, nos hébergeurs et notre fournisseur de connexion, tous tenus de les protéger.',
  'privacy.use.p2': 'Nous ne vendons pas vos données et ne les utilisons pas pour la publicité de tiers.',
  'privacy.cookies.title': 'Cookies',
  'privacy.cookies.p1':
    'Nous n’utilisons que des cookies essentiels et un stockage similaire : l’un retient votre langue pendant un an, d’autres vous gardent connecté et conservent votre panier. Aucun cookie publicitaire ni de suivi.',
  'privacy.rights.title': 'Vos droits et la durée de conservation',
  'privacy.rights.p1':
    'Vous pouvez nous demander de consulter, de corriger ou d’effacer vos données personnelles, et vous pouvez supprimer vous-même votre compte à tout moment. Écrivez à {{email}} : nous vous répondrons sous 30 jours.',
  'privacy.rights.p2':
    'Lorsqu’un compte est supprimé, ses commandes et factures sont conservées sans votre nom ni vos coordonnées, aussi longtemps que l’exige la législation fiscale indienne.',
  'privacy.grievance.title': 'Responsable des réclamations',
  'privacy.grievance.p1':
    'Conformément aux règles de 2011 sur les technologies de l’information et aux règles de 2020 sur la protection des consommateurs (commerce électronique), notre responsable des réclamations est {{grievanceOfficer}}, joignable à {{grievanceEmail}} ou par courrier à l’adresse indiquée sur notre page de contact. Nous accusons réception de chaque réclamation sous 48 heures et la traitons dans un délai d’un mois.',
  'privacy.link.delete': 'Supprimer votre compte',

  'refund.title': 'Politique de retour et de remboursement',
  'refund.intro':
    'Chaque pièce de Haat est faite à la main : les petites différences de couleur, de tissage ou d’émail font partie de son caractère et ne sont pas des défauts. Si quelque chose ne va pas, nous arrangerons les choses.',
  'refund.returns.title': 'Retours sous 7 jours',
  'refund.returns.p1':
    'Vous pouvez retourner un article dans les 7 jours suivant la livraison. Il doit être inutilisé, non lavé et dans son emballage d’origine, avec ses étiquettes.',
  'refund.returns.s1': 'Écrivez à {{email}} en indiquant votre numéro de commande, avec une photo de l’article.',
  'refund.returns.s2': 'Sous 2 jours ouvrés, nous organisons un enlèvement ou vous envoyons l’adresse de retour.',
  'refund.returns.s3': 'Une fois l’article reçu et vérifié, nous vous confirmons le remboursement par e-mail.',
  'refund.exceptions.title': 'Ce qui ne peut pas être retourné',
  'refund.exceptions.i1': 'Les articles fabriqués ou personnalisés sur commande, comme les tailles sur mesure ou le linge brodé d’un monogramme.',
  'refund.exceptions.i2': 'Les produits alimentaires, comme les épices, les thés et le miel, une fois ouverts.',
  'refund.exceptions.i3': 'Les cartes cadeaux.',
  'refund.damaged.title': 'Articles endommagés ou erronés',
  'refund.damaged.p1':
    'Si un article arrive endommagé ou ne correspond pas à votre commande, prévenez-nous dans les 48 heures suivant la livraison, avec des photos du colis et de l’article. Nous prenons le retour à notre charge et vous envoyons un article de remplacement ou vous remboursons intégralement, à votre choix.',
  'refund.money.title': 'Comment les remboursements sont versés',
  'refund.money.p1':
    'Les remboursements sont effectués sur le moyen de paiement d’origine (carte, UPI, banque en ligne ou portefeuille électronique) sous 5 à 7 jours ouvrés après notre accord ; votre banque peut mettre quelques jours de plus à afficher le crédit.',
  'refund.money.p2':
    'Le remboursement inclut la GST que vous avez payée, et nous émettons un avoir correspondant. Les frais de livraison sont remboursés lorsque l’article était endommagé ou erroné.',
  'refund.cancel.title': 'Annuler une commande',
  'refund.cancel.p1':
    'Vous pouvez annuler une commande sans frais tant qu’elle n’est pas expédiée, et vous êtes intégralement remboursé. Une fois expédiée, utilisez la procédure de retour ci-dessus.',

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
    'La livraison est gratuite à partir de {{threshold}} d’achat. En dessous, des frais fixes de {{fee}} s’ajoutent lors du paiement. Les deux montants incluent la GST, et les frais sont affichés avant le paiement.',
  'shipping.tracking.title': 'Suivre votre colis',
  'shipping.tracking.p1':
    'Dès l’expédition de votre commande, nous vous envoyons par e-mail le nom du transporteur et le numéro de suivi. Vous pouvez aussi la suivre depuis la page de vos commandes.',
  'shipping.problems.title': 'En cas de problème',
  'shipping.problems.p1':
    'Si un colis n’est pas arrivé 5 jours ouvrés après la date prévue, ou s’il arrive endommagé, écrivez à {{email}}. Nous le rechercherons avec le transporteur et, s’il est perdu, nous vous enverrons un article de remplacement ou vous rembourserons intégralement.',
  'shipping.link.orders': 'Vos commandes',

  'terms.title': 'Conditions d’utilisation',
  'terms.intro':
    'Ces conditions s’appliquent lorsque vous utilisez cette boutique ou y achetez. La boutique est exploitée par {{legalName}}, {{city}}, Rajasthan, Inde (GSTIN {{gstin}}). En passant commande, vous les acceptez.',
  'terms.orders.title': 'Commandes et prix',
  'terms.orders.p1':
    'Tous les prix sont en roupies indiennes et incluent la GST au taux de chaque produit. Votre facture indique la CGST et la SGST pour les livraisons au Rajasthan, et l’IGST pour les livraisons dans les autres États.',
  'terms.orders.p2':
    'Une commande vous engage, et nous engage, dès que nous la confirmons par e-mail après le paiement. Si un article se révèle épuisé ou a été affiché à un prix erroné, nous pouvons annuler la commande et vous rembourser intégralement.',
  'terms.products.title': 'Des produits faits main',
  'terms.products.p1':
    'Nos articles sont faits à la main avec des matériaux naturels. Les dimensions, couleurs et motifs peuvent légèrement différer des photos, et aucune pièce n’est identique à une autre. Les conseils d’entretien figurent sur chaque fiche produit.',
  'terms.account.title': 'Votre compte',
  'terms.account.p1':
    'Gardez votre mot de passe secret : vous êtes responsable des commandes passées avec votre compte. Prévenez-nous immédiatement si vous pensez que quelqu’un d’autre l’a utilisé. Vous pouvez supprimer votre compte à tout moment.',
  'terms.use.title': 'Utilisation du site',
  'terms.use.i1': 'N’utilisez pas le site à des fins illégales ou pour nuire à autrui.',
  'terms.use.i2': 'N’essayez pas de pénétrer, de surcharger ou de copier le site ou ses données.',
  'terms.use.i3': 'Les photos, textes et motifs appartiennent à Haat ou aux artisans ; ne les réutilisez pas sans autorisation.',
  'terms.liability.title': 'Notre responsabilité',
  'terms.liability.p1':
    'Nous répondons des produits que nous vendons dans les conditions prévues par la loi indienne de 2019 sur la protection des consommateurs (Consumer Protection Act). Au-delà, et dans la mesure permise par la loi, notre responsabilité pour une commande est limitée au montant que vous avez payé.',
  'terms.law.title': 'Droit applicable et litiges',
  'terms.law.p1':
    'Ces conditions sont régies par le droit indien, et les tribunaux de {{city}}, Rajasthan, sont compétents. Cela ne remet pas en cause votre droit, en tant que consommateur, de saisir la commission de la consommation de votre lieu de résidence. Écrivez d’abord à notre responsable des réclamations : la plupart des problèmes se règlent rapidement.',

  'contact.title': 'Nous contacter',
  'contact.intro':
    'Nous sommes une petite équipe et nous lisons tous les messages. Écrivez-nous au sujet d’une commande, d’un retour, d’un produit ou d’une pièce sur commande.',
  'contact.reach.title': 'Écrire ou appeler',
  'contact.email': 'E-mail',
  'contact.phone': 'Téléphone',
  'contact.hours': 'Horaires',
  'contact.hoursValue': 'Du lundi au samedi, de 10 h à 18 h IST (fermé le dimanche et les jours fériés)',
  'contact.reply': 'Nous répondons aux e-mails sous un jour ouvré. S’il s’agit d’une commande, indiquez son numéro.',
  'contact.address.title': 'Adresse postale',
  'contact.address.country': 'Inde',
  'contact.gstin': 'GSTIN : {{gstin}}',
  'contact.grievance.title': 'Responsable des réclamations',
  'contact.grievance.p1':
    'Si nous n’avons pas réglé un problème à votre satisfaction, ou pour toute réclamation concernant vos données personnelles, contactez notre responsable des réclamations, {{grievanceOfficer}}, par e-mail ou par courrier à l’adresse ci-dessus. Nous accusons réception des réclamations sous 48 heures et les traitons dans un délai d’un mois.',
  'contact.grievance.write': 'Écrire à la responsable des réclamations ({{grievanceEmail}})',

  // Identity pages
  'identity.notOpen': 'La connexion n’est pas encore ouverte ; elle arrive bientôt. En attendant, vous pouvez parcourir la boutique.',

  'accounts.title': 'Mon compte',
  'accounts.intro':
    'Votre compte réunit vos informations au même endroit : le paiement est plus rapide et chaque commande se suit facilement.',
  'accounts.here.title': 'Ce que vous trouverez ici',
  'accounts.here.i1': 'Votre profil : nom, adresse e-mail et numéro de téléphone.',
  'accounts.here.i2': 'Jusqu’à {{max}} adresses de livraison enregistrées.',
  'accounts.here.i3': 'Votre GSTIN, imprimé sur vos factures pour que votre entreprise puisse déduire la taxe payée.',
  'accounts.here.i4': 'Vos commandes, avec l’état du paiement et de la livraison, et leurs factures avec GST.',
  'accounts.data.title': 'Vos données',
  'accounts.data.p1':
    'Vous pouvez modifier vos informations ou supprimer votre compte à tout moment. Notre politique de confidentialité explique ce que nous conservons et pourquoi.',
  'accounts.link.login': 'Se connecter',
  'accounts.link.orders': 'Vos commandes',
  'accounts.link.delete': 'Supprimer votre compte',

  'login.title': 'Connexion',
  'login.intro':
    'Connectez-vous avec votre adresse e-mail et votre mot de passe pour suivre vos commandes, enregistrer vos adresses de livraison et payer plus vite.',
  'login.new.title': 'Nouveau chez Haat ?',
  'login.new.p1':
    'Pour créer un compte, il suffit d’une adresse e-mail et d’un mot de passe d’au moins {{min}} caractères, avec au moins une lettre minuscule et un chiffre.',
  'login.staff.title': 'Équipe de la boutique',
  'login.staff.p1': 'Les administrateurs se connectent sur la page de connexion de l’administration.',
  'login.link.shop': 'Découvrir la boutique',
  'login.link.admin': 'Connexion administrateur',

  'delete.title': 'Supprimer votre compte',
  'delete.intro':
    'Vous pouvez supprimer votre compte Haat à tout moment. C’est définitif : lisez donc ce qui est effacé et ce que la loi nous oblige à conserver.',
  'delete.notice': 'Vous pourrez supprimer votre compte ici une fois connecté. La connexion arrive bientôt.',
  'delete.erased.title': 'Ce qui est effacé',
  'delete.erased.i1': 'Vos identifiants (adresse e-mail et mot de passe) et votre profil : nom et numéro de téléphone.',
  'delete.erased.i2': 'Vos adresses de livraison enregistrées et votre GSTIN.',
  'delete.erased.i3': 'Votre panier et vos préférences.',
  'delete.kept.title': 'Ce que nous conservons',
  'delete.kept.p1':
    'Vos commandes passées sont conservées de façon anonyme : votre nom et vos coordonnées sont supprimés, mais les factures, les articles, les montants et la GST restent. La loi indienne sur la GST oblige les vendeurs à conserver factures et comptes pendant 72 mois après la date limite de la déclaration annuelle de l’année concernée.',
  'delete.kept.p2':
    'La suppression de votre compte n’annule ni les commandes en cours de livraison ni les remboursements en cours : ils sont menés à terme normalement.',
  'delete.link.account': 'Retour à mon compte',

  'quick.title': 'Connexion rapide',
  'quick.intro':
    'Un raccourci pour travailler sur la boutique sur votre propre ordinateur : choisissez l’un des comptes de test et vous êtes connecté sans saisir de mot de passe.',
  'quick.local':
    'Cette copie de la boutique utilise le service de connexion de test local. Les comptes de test s’afficheront ici dès que la connexion sera branchée.',
  'quick.unavailable':
    'La connexion rapide n’est disponible que sur une copie locale de la boutique qui utilise le service de connexion de test.',
  'quick.accounts.title': 'Comptes de test',
  'quick.accounts.i1': 'Un client, pour acheter, payer avec des cartes de test et suivre ses commandes.',
  'quick.accounts.i2': 'Un administrateur, pour gérer le catalogue, les commandes et les utilisateurs.',
  'quick.link.login': 'Se connecter avec une adresse e-mail et un mot de passe',

  // UI kit (/sample)
  'sample.title': 'Kit d’interface',
  'sample.intro':
    'La référence vivante de l’apparence de la boutique : thème, boutons, typographie, formulaires avec leur validation, et notifications. Toutes les parties de la boutique les utilisent.',
  'sample.top': 'Retour en haut',
  'sample.theme.title': 'Thème',
  'sample.theme.primary': 'Principale : vert olive',
  'sample.theme.secondary': 'Secondaire : bleu canard',
  'sample.theme.breakpoints': 'Points de rupture',
  'sample.theme.from': 'à partir de {{px}} px',
  'sample.theme.mobile': 'En dessous de {{px}} px, les mises en page passent à leur version mobile.',
  'sample.theme.current': 'Cette fenêtre mesure {{width}} px de large (point de rupture {{name}}) : {{layout}}.',
  'sample.theme.phone': 'mise en page mobile',
  'sample.theme.desktop': 'mise en page bureau',
  'sample.theme.motion': 'Les animations de défilement durent {{ms}} ms : essayez « Retour en haut » en bas de la page.',
  'sample.buttons.title': 'Boutons',
  'sample.buttons.variants': 'Variantes',
  'sample.buttons.sizes': 'Tailles',
  'sample.buttons.primary': 'Principal',
  'sample.buttons.secondary': 'Secondaire',
  'sample.buttons.default': 'Par défaut',
  'sample.buttons.dashed': 'Pointillés',
  'sample.buttons.text': 'Texte',
  'sample.buttons.link': 'Lien',
  'sample.buttons.danger': 'Danger',
  'sample.buttons.disabled': 'Désactivé',
  'sample.buttons.loading': 'Chargement',
  'sample.buttons.small': 'Petit',
  'sample.buttons.middle': 'Compact (par défaut)',
  'sample.buttons.large': 'Grand',
  'sample.type.title': 'Typographie',
  'sample.type.h3': 'Titre de niveau 3',
  'sample.type.h4': 'Titre de niveau 4',
  'sample.type.h5': 'Titre de niveau 5',
  'sample.type.paragraph':
    'Texte courant. Imprimé à la main à Bagru avec de l’indigo naturel, chaque couvre-lit demande environ trois semaines de travail, du premier lavage à la dernière impression.',
  'sample.type.price': 'Prix : {{price}}, GST incluse.',
  'sample.type.strong': 'Gras',
  'sample.type.italic': 'Italique',
  'sample.type.underline': 'Souligné',
  'sample.type.delete': 'Barré',
  'sample.type.code': 'Code',
  'sample.type.keyboard': 'Touche',
  'sample.type.mark': 'Surligné',
  'sample.type.secondary': 'Secondaire',
  'sample.type.success': 'Succès',
  'sample.type.warning': 'Avertissement',
  'sample.type.danger': 'Danger',
  'sample.type.link': 'Un lien vers la boutique',
  'sample.form.title': 'Formulaires et validation',
  'sample.form.intro':
    'Les champs de texte, les zones de texte et les sélecteurs de fichier sont à contour ; les listes déroulantes et les champs à saisie semi-automatique sont remplis ; tous sont compacts. Chaque champ est vérifié par les règles de validation partagées, exactement comme le fait l’API. Envoyez le formulaire vide pour voir les messages. Rien n’est envoyé.',
  'sample.form.name': 'Nom complet',
  'sample.form.email': 'Adresse e-mail',
  'sample.form.password': 'Mot de passe',
  'sample.form.passwordHint': 'Au moins {{min}} caractères, dont une lettre minuscule et un chiffre.',
  'sample.form.gstin': 'GSTIN (facultatif)',
  'sample.form.gstinHint': '{{n}} caractères, par exemple 08AAHCH1234K1Z2.',
  'sample.form.state': 'État de livraison',
  'sample.form.statePlaceholder': 'Choisissez un État ou un territoire de l’Union',
  'sample.form.craft': 'Artisanat préféré',
  'sample.form.craftPlaceholder': 'Commencez à taper, par exemple « céramique »',
  'sample.form.port': 'Port',
  'sample.form.url': 'Site web',
  'sample.form.message': 'Message',
  'sample.form.photo': 'Photo',
  'sample.form.photoHint': 'Le fichier reste dans votre navigateur.',
  'sample.form.choose': 'Choisir un fichier',
  'sample.form.submit': 'Vérifier le formulaire',
  'sample.form.reset': 'Effacer',
  'sample.form.valid': 'Tous les champs sont valides. Rien n’a été envoyé : ceci est un exemple.',
  'sample.form.invalid': 'Veuillez corriger les champs signalés.',
  'sample.craft.blockPrint': 'Impression au bloc',
  'sample.craft.bluePottery': 'Céramique bleue',
  'sample.craft.kantha': 'Broderie kantha',
  'sample.craft.dhokra': 'Fonte de métal dhokra',
  'sample.craft.channapatna': 'Jouets de Channapatna',
  'sample.craft.pashmina': 'Tissage de pashmina',
  'sample.toast.title': 'Notifications',
  'sample.toast.intro':
    'Les notifications s’affichent en bas au centre et se ferment au bout de 2 secondes. Elles peuvent contenir du HTML, toujours nettoyé au préalable.',
  'sample.toast.info': 'Information',
  'sample.toast.success': 'Succès',
  'sample.toast.warning': 'Avertissement',
  'sample.toast.error': 'Erreur',
  'sample.toast.infoMessage': 'Votre colis a quitté notre atelier.',
  'sample.toast.successMessage': 'Ajouté à votre panier.',
  'sample.toast.warningMessage': 'Plus que 2 en stock.',
  'sample.toast.errorMessage': 'Le paiement a échoué. Aucun montant n’a été débité.',
  'sample.toast.html': 'Notification avec HTML',
  'sample.toast.htmlMessage': '<b>Enregistré</b> : vos modifications sont conservées.',
  'sample.toast.unsafe': 'Notification avec HTML dangereux',
  'sample.toast.unsafeMessage': 'Le script a été supprimé, aucune alerte ne s’ouvre :',
  'sample.toast.payload': 'La notification dangereuse envoie ce code :',
};
