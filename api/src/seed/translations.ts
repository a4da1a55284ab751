/**
 * The seed catalogue in Spanish and French (domain/translations.ts): every category and every
 * product, title and description (the options' names and values are in ./variants.ts), written for
 * shoppers rather than word for word. Craft names (dohar, kantha, jhumkas, kadai) stay as they are,
 * as a shop in Madrid or Lyon would keep them, with a word that says what the thing is. A
 * half-translated catalogue (English fields marked lang="en") is what the tests make of it.
 */
import type { CategoryTranslations, ProductTranslations } from 'shared-contracts/domain/translations';
import type { SeedCategorySlug } from './catalogue';

export const SEED_CATEGORY_TRANSLATIONS: Record<SeedCategorySlug, CategoryTranslations> = {
  textiles: {
    es: { name: 'Textiles', description: 'Tejidos hechos en telar manual, estampados con bloques de madera y bordados a mano en talleres de toda la India.' },
    fr: { name: 'Textiles', description: 'Tissus tissés main, imprimés au bloc de bois et brodés à la main dans les ateliers de tisserands de toute l’Inde.' },
  },
  'home-decor': {
    es: { name: 'Hogar y decoración', description: 'Latón, barro, piedra y arte popular para llevar una tradición artesanal a cada rincón de la casa.' },
    fr: { name: 'Maison et décoration', description: 'Laiton, terre cuite, pierre et art populaire pour faire entrer une tradition artisanale dans chaque pièce.' },
  },
  kitchen: {
    es: { name: 'Cocina', description: 'Cobre, bronce, hierro fundido, madera y piedra: menaje y vajilla hechos para durar generaciones.' },
    fr: { name: 'Cuisine', description: 'Cuivre, bronze, fonte, bois et pierre : ustensiles et vaisselle faits pour durer des générations.' },
  },
  jewellery: {
    es: { name: 'Joyería', description: 'Joyas de plata, laca y latón hechas a mano en talleres familiares.' },
    fr: { name: 'Bijoux', description: 'Bijoux en argent, en laque et en laiton faits main dans des ateliers familiaux.' },
  },
  wellness: {
    es: { name: 'Bienestar', description: 'Cosmética ayurvédica, jabones, aceites e incienso elaborados en pequeños lotes.' },
    fr: { name: 'Bien-être', description: 'Soins ayurvédiques, savons, huiles et encens fabriqués en petites séries.' },
  },
};

export const SEED_PRODUCT_TRANSLATIONS: Record<string, ProductTranslations> = {
  'jaipur-block-print-cotton-dohar': {
    es: {
      title: 'Dohar de algodón estampado a mano de Jaipur',
      description:
        'Un dohar ligero de tres capas de muselina de algodón, estampado a mano con bloques de madera en Sanganer con motivos buti en índigo y rubia. Abriga lo justo en una noche con aire acondicionado y es lo bastante ligero para un verano en Chennai. Lavar a máquina en frío; los colores se suavizan con cada lavado.',
    },
    fr: {
      title: 'Dohar en coton imprimé au bloc de Jaipur',
      description:
        'Un dohar léger à trois épaisseurs en mousseline de coton, imprimé à la main au bloc de bois à Sanganer de motifs buti à l’indigo et à la garance. Assez chaud pour une nuit climatisée, assez léger pour un été à Chennai. Lavage en machine à froid ; les couleurs s’adoucissent à chaque lavage.',
    },
  },
  'kantha-stitch-cotton-throw': {
    es: {
      title: 'Manta de algodón con punto kantha',
      description:
        'Capas de saris de algodón suaves y ya usados, acolchadas con el punto corrido kantha por mujeres artesanas de Birbhum, en Bengala Occidental. Cada manta es única, así que sus colores serán distintos a los de la foto. Úsala en el sofá, en la cama o sobre el césped de un pícnic.',
    },
    fr: {
      title: 'Plaid en coton au point kantha',
      description:
        'Des saris en coton doux, déjà portés, superposés et matelassés au point avant kantha par des artisanes de Birbhum, au Bengale-Occidental. Chaque plaid est unique : ses couleurs différeront de celles de la photo. Sur un canapé, un lit ou l’herbe d’un pique-nique.',
    },
  },
  'maheshwari-silk-cotton-saree': {
    es: {
      title: 'Sari maheshwari de seda y algodón',
      description:
        'Tejido en telares de foso en Maheshwar, a orillas del Narmada, con un borde de zari reversible y un pallu a rayas. La mezcla de seda y algodón cae con ligereza y transpira con el calor. Incluye una pieza de blusa sin coser.',
    },
    fr: {
      title: 'Sari maheshwari en soie et coton',
      description:
        'Tissé sur des métiers à fosse à Maheshwar, sur les rives de la Narmada, avec une bordure de zari réversible et un pallu rayé. Le tissage soie et coton tombe légèrement et respire par temps chaud. Livré avec un coupon de corsage non cousu.',
    },
  },
  'bagru-print-cushion-covers-set-of-2': {
    es: {
      title: 'Fundas de cojín estampadas de Bagru, juego de 2',
      description:
        'Estampadas a mano en Bagru con tintes naturales de granada, óxido de hierro e índigo sobre una base de algodón y lino. Cada funda sirve para un cojín de 40 × 40 cm y se cierra con una cremallera oculta. Cojines no incluidos.',
    },
    fr: {
      title: 'Housses de coussin imprimées de Bagru, lot de 2',
      description:
        'Imprimées à la main à Bagru avec des teintures naturelles de grenade, de rouille de fer et d’indigo sur une toile coton et lin. Chaque housse convient à un coussin de 40 × 40 cm et se ferme par une fermeture éclair cachée. Coussins non fournis.',
    },
  },
  'kashmiri-pashmina-shawl': {
    es: {
      title: 'Chal de pashmina de Cachemira',
      description:
        'Hilado y tejido a mano en Srinagar con el fino vellón interior de las cabras changthangi. Ligero como una pluma y sorprendentemente cálido, con un delicado borde bordado en sozni. Solo limpieza en seco.',
    },
    fr: {
      title: 'Châle en pashmina du Cachemire',
      description:
        'Filé et tissé à la main à Srinagar dans le fin duvet des chèvres changthangi. Léger comme une plume et remarquablement chaud, avec une délicate bordure brodée au point sozni. Nettoyage à sec uniquement.',
    },
  },
  'hand-beaten-brass-diyas-set-of-4': {
    es: {
      title: 'Diyas de latón batido a mano, juego de 4',
      description:
        'Lámparas de aceite tradicionales martilladas en latón macizo por los orfebres de Moradabad. Funcionan con ghee o aceite y una mecha de algodón, y dan una luz cálida en Diwali y todo el año. Púlelas con limón y sal para recuperar el brillo.',
    },
    fr: {
      title: 'Diyas en laiton martelé à la main, lot de 4',
      description:
        'Des lampes à huile traditionnelles martelées dans du laiton massif par les dinandiers de Moradabad. Elles se garnissent de ghee ou d’huile et d’une mèche de coton, et brillent d’une lumière chaude à Diwali comme le reste de l’année. Frottez-les au citron et au sel pour raviver leur éclat.',
    },
  },
  'dhokra-brass-elephant': {
    es: {
      title: 'Elefante de latón dhokra',
      description:
        'Fundido a la cera perdida, el método que los orfebres dhokra de Bastar usan desde hace más de cuatro mil años. Cada elefante se modela a mano en cera y barro, así que no hay dos iguales. Mide unos 12 cm de alto.',
    },
    fr: {
      title: 'Éléphant en laiton dhokra',
      description:
        'Coulé à la cire perdue, la technique des fondeurs dhokra du Bastar depuis plus de quatre mille ans. Chaque éléphant est modelé à la main dans la cire et l’argile : il n’y en a pas deux pareils. Environ 12 cm de haut.',
    },
  },
  'jaipur-blue-pottery-vase': {
    es: {
      title: 'Jarrón de cerámica azul de Jaipur',
      description:
        'La cerámica azul no se hace con arcilla, sino con cuarzo, vidrio y multani mitti, esmaltada y cocida una sola vez. Este jarrón está pintado a mano con flores en azul cobalto y turquesa. Ideal para flores secas: no es estanco.',
    },
    fr: {
      title: 'Vase en poterie bleue de Jaipur',
      description:
        'La poterie bleue n’est pas faite d’argile mais de quartz, de verre et de multani mitti, émaillée et cuite une seule fois. Ce vase est peint à la main de fleurs bleu cobalt et turquoise. Idéal pour les fleurs séchées : il n’est pas étanche.',
    },
  },
  'madhubani-fish-painting': {
    es: {
      title: 'Pintura madhubani de peces',
      description:
        'Una pareja de peces, símbolo de abundancia, pintada con plumilla y pigmentos naturales sobre papel hecho a mano por un artista de Madhubani, en Bihar. Tamaño A4, firmada por el artista, sin enmarcar.',
    },
    fr: {
      title: 'Peinture madhubani aux poissons',
      description:
        'Un couple de poissons, symbole d’abondance, peint à la plume et aux pigments naturels sur papier fait main par un artiste de Madhubani, au Bihar. Format A4, signée par l’artiste, sans cadre.',
    },
  },
  'terracotta-hanging-planter': {
    es: {
      title: 'Macetero colgante de terracota',
      description:
        'Torneado por alfareros de Khurja y colgado de una cuerda de yute trenzado. La terracota sin esmaltar transpira, lo que mantiene sanas las raíces. Admite una maceta de vivero de 10 cm.',
    },
    fr: {
      title: 'Jardinière suspendue en terre cuite',
      description:
        'Tournée par des potiers de Khurja et suspendue à une corde de jute tressée. La terre cuite non émaillée respire, ce qui garde les racines saines. Accueille un pot de pépinière de 10 cm.',
    },
  },
  'hammered-copper-water-bottle': {
    es: {
      title: 'Botella de agua de cobre martillado, 1 litro',
      description:
        'Cobre puro, martillado a mano y sin laca en el interior, con tapón de rosca hermético. Llénala por la noche y bebe de ella por la mañana, como aconseja el Ayurveda. Límpiala con tamarindo o limón para que siga brillante.',
    },
    fr: {
      title: 'Bouteille d’eau en cuivre martelé, 1 litre',
      description:
        'Cuivre pur, martelé à la main et sans vernis à l’intérieur, avec un bouchon à vis étanche. Remplissez-la le soir et buvez-la le matin, comme le conseille l’Ayurveda. Nettoyez-la au tamarin ou au citron pour qu’elle reste brillante.',
    },
  },
  'cast-iron-kadai-10-inch': {
    es: {
      title: 'Kadai de hierro fundido, 25 cm',
      description:
        'Fundido en arena en Tamil Nadu y curado de fábrica con aceite de sésamo prensado en frío. Reparte el calor por igual para el tadka, las frituras y los curris a fuego lento, y mejora con cada uso. Apto para gas e inducción.',
    },
    fr: {
      title: 'Kadai en fonte, 25 cm',
      description:
        'Coulé au sable au Tamil Nadu et culotté à l’huile de sésame pressée à froid. Il chauffe de façon homogène pour le tadka, la friture et les currys mijotés, et s’améliore à chaque utilisation. Compatible gaz et induction.',
    },
  },
  'sheesham-wood-masala-box': {
    es: {
      title: 'Especiero masala de madera de sheesham',
      description:
        'Una caja de especias torneada en madera de sheesham en Saharanpur, con siete cuencos y una cucharita. La tapa corredera mantiene frescos la cúrcuma y el chile, y la encimera ordenada. Limpiar con un paño seco.',
    },
    fr: {
      title: 'Boîte à épices masala en bois de sheesham',
      description:
        'Une boîte à épices tournée dans le bois de sheesham à Saharanpur, avec sept coupelles et une petite cuillère. Le couvercle coulissant garde le curcuma et le piment frais, et le plan de travail bien rangé. Essuyer avec un chiffon sec.',
    },
  },
  'oxidised-silver-jhumkas': {
    es: {
      title: 'Jhumkas de plata oxidada',
      description:
        'Pendientes en forma de campana de plata de ley 925, oxidada para realzar la fina filigrana. Hechos en un taller familiar de Cuttack. Contrastados, con ganchos para orejas perforadas.',
    },
    fr: {
      title: 'Jhumkas en argent oxydé',
      description:
        'Boucles d’oreilles en forme de cloche en argent 925, oxydé pour faire ressortir le fin filigrane. Fabriquées dans un atelier familial de Cuttack. Poinçonnées, avec crochets pour oreilles percées.',
    },
  },
  'neem-tulsi-soap-set-of-3': {
    es: {
      title: 'Jabón de neem y tulsi, juego de 3',
      description:
        'Pastillas de jabón hechas en frío en pequeños lotes en Auroville con hoja de neem, albahaca sagrada y aceite de coco virgen. Curadas durante seis semanas, por lo que duran mucho y hacen una espuma suave. 100 g cada una.',
    },
    fr: {
      title: 'Savon au neem et au tulsi, lot de 3',
      description:
        'Des pains de savon saponifiés à froid en petites séries à Auroville, au neem, au basilic sacré et à l’huile de coco vierge. Séchés six semaines : ils durent longtemps et moussent en douceur. 100 g chacun.',
    },
  },
  'pochampally-ikat-cotton-dupatta': {
    es: {
      title: 'Dupatta de algodón ikat de Pochampally',
      description:
        'Doble ikat de Pochampally, en Telangana: el hilo se tiñe con reservas antes de tejerlo, así que el dibujo está en el propio hilo. 100 % algodón, 2,25 metros de largo. Lavar a mano por separado en agua fría.',
    },
    fr: {
      title: 'Dupatta en coton ikat de Pochampally',
      description:
        'Double ikat de Pochampally, au Telangana : le fil est teint par réserves avant le tissage, le motif vit donc dans le fil lui-même. 100 % coton, 2,25 mètres de long. Lavage à la main, séparément, à l’eau froide.',
    },
  },
  'khadi-cotton-table-runner': {
    es: {
      title: 'Camino de mesa de algodón khadi',
      description:
        'Khadi hilado y tejido a mano en una cooperativa de tejedores de Ponduru, en Andhra Pradesh, rematado con flecos. A la medida de una mesa de seis comensales. Fotografías muy pronto.',
    },
    fr: {
      title: 'Chemin de table en coton khadi',
      description:
        'Khadi filé et tissé main par une coopérative de tisserands de Ponduru, en Andhra Pradesh, terminé par des franges. Aux dimensions d’une table de six couverts. Photos bientôt disponibles.',
    },
  },
  'marble-inlay-coasters-set-of-4': {
    es: {
      title: 'Posavasos de mármol con incrustaciones, juego de 4',
      description:
        'Mármol blanco de Makrana con incrustaciones de lapislázuli, malaquita y cornalina al estilo pietra dura del Taj Mahal, obra de artesanos de Agra. Base de fieltro para proteger la mesa. Cada posavasos mide 10 cm de lado.',
    },
    fr: {
      title: 'Dessous de verre en marqueterie de marbre, lot de 4',
      description:
        'Marbre blanc de Makrana incrusté de lapis-lazuli, de malachite et de cornaline dans le style pietra dura du Taj Mahal, par des artisans d’Agra. Dos en feutre pour protéger la table. Chaque dessous de verre mesure 10 cm de côté.',
    },
  },
  'kansa-bronze-thali-set': {
    es: {
      title: 'Juego de thali de bronce kansa',
      description:
        'Un thali, dos katoris, un vaso y una cuchara, fundidos y pulidos a mano en kansa, la aleación de campana de cobre y estaño, en Odisha. El kansa se aprecia porque mantiene la comida caliente y de sabor puro. Lavar solo a mano.',
    },
    fr: {
      title: 'Service de thali en bronze kansa',
      description:
        'Un thali, deux katoris, un verre et une cuillère, coulés et polis à la main en kansa, l’alliage de cuivre et d’étain des cloches, en Odisha. On apprécie le kansa parce qu’il garde les plats chauds et leur goût intact. Lavage à la main uniquement.',
    },
  },
  'granite-mortar-and-pestle': {
    es: {
      title: 'Mortero de granito',
      description:
        'Un khal batta tallado a mano en un solo bloque de granito negro en Karnataka. Su peso hace el trabajo cuando machacas jengibre, ajo y especias enteras. Enjuagar con agua; no necesita jabón.',
    },
    fr: {
      title: 'Mortier et pilon en granit',
      description:
        'Un khal batta taillé à la main dans un seul bloc de granit noir au Karnataka. Son poids fait le travail quand vous pilez gingembre, ail et épices entières. Rincer à l’eau ; pas besoin de savon.',
    },
  },
  'longpi-black-pottery-kettle': {
    es: {
      title: 'Tetera de cerámica negra longpi',
      description:
        'La cerámica longpi de los pueblos naga tangkhul de Manipur se modela a mano, sin torno, con piedra serpentina y arcilla. Cocida y pulida con hojas, es negra y brillante por naturaleza. El asa de caña no se calienta.',
    },
    fr: {
      title: 'Bouilloire en poterie noire longpi',
      description:
        'La poterie longpi des villages naga tangkhul du Manipur est façonnée à la main, sans tour, dans la serpentine et l’argile. Cuite puis polie avec des feuilles, elle est naturellement noire et brillante. L’anse en rotin reste fraîche au toucher.',
    },
  },
  'kundan-choker-necklace': {
    es: {
      title: 'Gargantilla kundan',
      description:
        'Piedras kundan de vidrio engastadas en latón bañado en oro, con esmalte meenakari en el reverso, por artesanos de Bikaner. Cordón dori de seda ajustable por detrás. Incluye un par de pendientes a juego.',
    },
    fr: {
      title: 'Collier ras-du-cou kundan',
      description:
        'Pierres kundan de verre serties dans du laiton doré, émail meenakari au revers, par des artisans de Bikaner. Cordon dori en soie réglable à l’arrière. Livré avec une paire de boucles d’oreilles assorties.',
    },
  },
  'jaipur-lac-bangles-set-of-6': {
    es: {
      title: 'Pulseras de laca de Jaipur, juego de 6',
      description:
        'Laca calentada, teñida y moldeada sobre brasas por los artesanos manihar de Jaipur, y después tachonada a mano con cuentas de vidrio. Talla 2,6 (diámetro interior 6,3 cm). Mantener lejos del calor y del agua.',
    },
    fr: {
      title: 'Bracelets en laque de Jaipur, lot de 6',
      description:
        'Laque chauffée, colorée et façonnée sur un feu de charbon par les artisans manihar de Jaipur, puis sertie de perles de verre à la main. Taille 2,6 (diamètre intérieur 6,3 cm). Tenir à l’écart de la chaleur et de l’eau.',
    },
  },
  'sterling-silver-payal': {
    es: {
      title: 'Payal de plata de ley, par',
      description:
        'Tobilleras de plata de ley 925 con diminutos cascabeles ghungroo que tintinean suavemente al caminar. Hechas a mano en Rajkot. Unos 26 cm de largo, con cierre de gancho.',
    },
    fr: {
      title: 'Payal en argent massif, la paire',
      description:
        'Chaînes de cheville en argent 925 ornées de minuscules grelots ghungroo qui tintent doucement à chaque pas. Faites main à Rajkot. Environ 26 cm de long, fermoir à crochet.',
    },
  },
  'dhokra-brass-cuff': {
    es: {
      title: 'Brazalete de latón dhokra',
      description:
        'Un brazalete abierto fundido a la cera perdida dhokra en Bankura, Bengala Occidental, con un dibujo de hilo enrollado. El latón se oscurece despacio hasta un cálido tono antiguo. Talla única, ligeramente ajustable.',
    },
    fr: {
      title: 'Manchette en laiton dhokra',
      description:
        'Une manchette ouverte coulée à la cire perdue selon la technique dhokra à Bankura, au Bengale-Occidental, ornée d’un motif de fil enroulé. Le laiton fonce lentement vers une chaude teinte ancienne. Taille unique, légèrement réglable.',
    },
  },
  'temple-jhumkas-gold-plated-silver': {
    es: {
      title: 'Jhumkas de templo, plata bañada en oro',
      description:
        'Joyería de templo de la tradición de Nagercoil: plata de ley bañada en oro de 22 quilates, con motivos de la diosa Lakshmi y colgantes de perlas. A la espera del certificado de contraste antes de ponerse a la venta.',
    },
    fr: {
      title: 'Jhumkas de temple, argent plaqué or',
      description:
        'Bijoux de temple de la tradition de Nagercoil : argent massif plaqué or 22 carats, motifs de la déesse Lakshmi et pampilles de perles. En attente du certificat de poinçonnage avant sa mise en vente.',
    },
  },
  'kumkumadi-face-oil': {
    es: {
      title: 'Aceite facial kumkumadi, 30 ml',
      description:
        'Una mezcla ayurvédica clásica de azafrán, sándalo, manjistha y vetiver macerados en aceite de sésamo durante varios días. Dos o tres gotas por la noche dejan la piel suave y uniforme. Solo para uso externo.',
    },
    fr: {
      title: 'Huile visage kumkumadi, 30 ml',
      description:
        'Un mélange ayurvédique classique de safran, de santal, de manjistha et de vétiver macérés plusieurs jours dans l’huile de sésame. Deux ou trois gouttes le soir laissent la peau douce et unifiée. Usage externe uniquement.',
    },
  },
  'mysore-sandalwood-incense-sticks': {
    es: {
      title: 'Varitas de incienso de sándalo de Mysore',
      description:
        'Enrolladas a mano en Mysuru sobre varillas de bambú con polvo de sándalo, resina halmaddi y miel. Un aroma lento y dulce de unos 45 minutos por varita. Caja de 40 varitas.',
    },
    fr: {
      title: 'Bâtonnets d’encens au santal de Mysore',
      description:
        'Roulés à la main à Mysuru sur des tiges de bambou avec de la poudre de santal, de la résine halmaddi et du miel. Une combustion lente et douce d’environ 45 minutes par bâtonnet. Boîte de 40 bâtonnets.',
    },
  },
  'himalayan-cedarwood-essential-oil': {
    es: {
      title: 'Aceite esencial de cedro del Himalaya, 15 ml',
      description:
        'Destilado al vapor de la madera del cedro deodar en Himachal Pradesh. Un aroma cálido y amaderado para el difusor, o unas gotas en un aceite portador para masajes. No aplicar sin diluir.',
    },
    fr: {
      title: 'Huile essentielle de cèdre de l’Himalaya, 15 ml',
      description:
        'Distillée à la vapeur à partir du bois du cèdre déodar, en Himachal Pradesh. Un parfum chaud et boisé pour le diffuseur, ou quelques gouttes dans une huile végétale pour un massage. Ne pas appliquer pure.',
    },
  },
  'haldi-chandan-ubtan': {
    es: {
      title: 'Ubtan de haldi y chandan, 100 g',
      description:
        'La mascarilla facial de las novias en los hogares indios: cúrcuma, sándalo, harina de garbanzo y pétalos de rosa, molidos a mano en piedra. Mezclar con leche o agua de rosas hasta formar una pasta y aclarar a los diez minutos.',
    },
    fr: {
      title: 'Ubtan haldi chandan, 100 g',
      description:
        'Le masque des mariées dans les foyers indiens : curcuma, santal, farine de pois chiche et pétales de rose, moulus à la meule à la main. Mélanger avec du lait ou de l’eau de rose pour former une pâte, rincer après dix minutes.',
    },
  },
  'kansa-foot-massage-wand': {
    es: {
      title: 'Varita de masaje de pies de kansa',
      description:
        'Un cabezal de masaje de bronce de campana sobre un mango torneado de madera de neem, usado en ayurveda para el padabhyanga, el masaje de pies antes de dormir. Úsala con un poco de ghee o aceite en las plantas. Seca el kansa tras cada uso.',
    },
    fr: {
      title: 'Bâton de massage des pieds en kansa',
      description:
        'Une tête de massage en bronze de cloche sur un manche tourné en bois de neem, utilisée en ayurveda pour le padabhyanga, le massage des pieds avant le coucher. À utiliser avec un peu de ghee ou d’huile sur la plante des pieds. Essuyer le kansa après usage.',
    },
  },
};
