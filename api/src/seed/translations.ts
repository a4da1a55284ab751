/**
 * The seed catalogue in Spanish and French (domain/translations.ts): every category, and most of
 * the products, written for shoppers rather than word for word. Craft names (dohar, kantha,
 * jhumkas, kadai) stay as they are, as a shop in Madrid or Lyon would keep them, with a word that
 * says what the thing is. The products not listed here (and the Madhubani painting's description)
 * are shown in English, marked as such: how a merchant's half-translated catalogue looks.
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
  // the title only: the description is shown in English, marked lang="en"
  'madhubani-fish-painting': {
    es: { title: 'Pintura madhubani de peces' },
    fr: { title: 'Peinture madhubani aux poissons' },
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
};
