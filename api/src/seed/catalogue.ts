/**
 * The catalogue a fresh shop starts with: handmade goods from across India in five categories.
 * Prices are what the customer pays, GST included, in paise. GST rates follow the goods:
 * fabrics and made-ups up to ₹2,500 5 %, apparel above it 18 %, handicrafts in metal, clay and
 * wood 12 % (the slab before GST 2.0, which the shop still supports), stone 18 %, jewellery 3 %,
 * cosmetics and essential oils 18 %, soap bars and incense 5 %, tea 5 %.
 * `daysAgo` spreads the products over the last two months, so "newest" means something;
 * `motif` picks the illustration api/src/seed/images.ts draws for it.
 */
import type { GstRate } from 'shared-contracts/domain/gst';
import type { Motif } from './motifs';

export type SeedCategorySlug = 'textiles' | 'home-decor' | 'kitchen' | 'jewellery' | 'wellness';

export interface SeedCategory {
  slug: SeedCategorySlug;
  name: string;
  description: string;
}

export interface SeedProduct {
  slug: string;
  title: string;
  description: string;
  category: SeedCategorySlug;
  /** Paise, GST included. */
  price: number;
  mrp?: number;
  gstRate: GstRate;
  hsn: string;
  stock: number;
  /** Drafts the admin has not published yet. */
  published?: false;
  daysAgo: number;
  motif: Motif;
}

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { slug: 'textiles', name: 'Textiles', description: 'Handloom, block-printed and hand-embroidered fabrics from weaving clusters across India.' },
  { slug: 'home-decor', name: 'Home & Decor', description: 'Brass, clay, stone and folk art to bring a craft tradition into every room.' },
  { slug: 'kitchen', name: 'Kitchen', description: 'Copper, bronze, cast iron, wood and stone: cookware and tableware made to last generations.' },
  { slug: 'jewellery', name: 'Jewellery', description: 'Silver, lac and brass jewellery made by hand in family workshops.' },
  { slug: 'wellness', name: 'Wellness', description: 'Small-batch Ayurvedic skincare, soaps, oils and incense.' },
];

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  // Textiles
  {
    slug: 'jaipur-block-print-cotton-dohar',
    title: 'Jaipur block-print cotton dohar',
    description:
      'A light three-layer dohar of mulmul cotton, hand-block printed in Sanganer with indigo and madder buti. Warm enough for an air-conditioned night, light enough for a Chennai summer. Machine wash cold; the colours soften with every wash.',
    category: 'textiles',
    price: 189900,
    mrp: 229900,
    gstRate: 5,
    hsn: '6304',
    stock: 18,
    daysAgo: 3,
    motif: 'fabric',
  },
  {
    slug: 'kantha-stitch-cotton-throw',
    title: 'Kantha stitch cotton throw',
    description:
      'Layers of soft, pre-loved cotton saris quilted together in running kantha stitch by women artisans in Birbhum, West Bengal. Every throw is one of a kind, so its colours will differ from the picture. Use it on a sofa, a bed or a picnic lawn.',
    category: 'textiles',
    price: 245000,
    gstRate: 5,
    hsn: '6304',
    stock: 4,
    daysAgo: 21,
    motif: 'fabric',
  },
  {
    slug: 'maheshwari-silk-cotton-saree',
    title: 'Maheshwari silk-cotton saree',
    description:
      'Woven on pit looms in Maheshwar on the banks of the Narmada, with a reversible zari border and a striped pallu. The silk-cotton weave drapes lightly and breathes in the heat. Comes with an unstitched blouse piece.',
    category: 'textiles',
    price: 420000,
    mrp: 480000,
    gstRate: 5,
    hsn: '5007',
    stock: 7,
    daysAgo: 12,
    motif: 'saree',
  },
  {
    slug: 'pochampally-ikat-cotton-dupatta',
    title: 'Pochampally ikat cotton dupatta',
    description:
      'Double ikat from Pochampally, Telangana: the yarn is tie-dyed before weaving, so the pattern lives in the thread itself. 100% cotton, 2.25 metres long. Hand wash separately in cold water.',
    category: 'textiles',
    price: 115000,
    gstRate: 5,
    hsn: '6214',
    stock: 0,
    daysAgo: 40,
    motif: 'saree',
  },
  {
    slug: 'bagru-print-cushion-covers-set-of-2',
    title: 'Bagru print cushion covers, set of 2',
    description:
      'Printed by hand in Bagru with natural dyes of pomegranate, iron rust and indigo on a cotton-flax base. Each cover fits a 16 × 16 inch cushion and closes with a hidden zip. Cushions not included.',
    category: 'textiles',
    price: 74900,
    mrp: 89900,
    gstRate: 5,
    hsn: '6304',
    stock: 35,
    daysAgo: 27,
    motif: 'cushion',
  },
  {
    slug: 'kashmiri-pashmina-shawl',
    title: 'Kashmiri pashmina shawl',
    description:
      'Hand-spun and hand-woven in Srinagar from the fine undercoat of Changthangi goats. Feather-light and remarkably warm, with a delicate sozni-embroidered border. Dry clean only.',
    category: 'textiles',
    price: 899900,
    gstRate: 18,
    hsn: '6214',
    stock: 3,
    daysAgo: 55,
    motif: 'saree',
  },
  {
    slug: 'khadi-cotton-table-runner',
    title: 'Khadi cotton table runner',
    description:
      'Hand-spun, hand-woven khadi from a weavers’ cooperative in Ponduru, Andhra Pradesh, finished with fringed ends. Sized for a six-seater table. Photographs coming soon.',
    category: 'textiles',
    price: 64900,
    gstRate: 5,
    hsn: '6302',
    stock: 22,
    published: false,
    daysAgo: 1,
    motif: 'fabric',
  },

  // Home & Decor
  {
    slug: 'hand-beaten-brass-diyas-set-of-4',
    title: 'Hand-beaten brass diyas, set of 4',
    description:
      'Traditional oil lamps hammered from solid brass by metalsmiths in Moradabad. They take ghee or oil and a cotton wick, and glow warmly through Diwali and beyond. Polish with lemon and salt to bring back the shine.',
    category: 'home-decor',
    price: 89900,
    mrp: 109900,
    gstRate: 12,
    hsn: '7419',
    stock: 40,
    daysAgo: 5,
    motif: 'diya',
  },
  {
    slug: 'dhokra-brass-elephant',
    title: 'Dhokra brass elephant',
    description:
      'Cast by the lost-wax method that the Dhokra metalsmiths of Bastar have used for over four thousand years. Each elephant is modelled in wax and clay by hand, so no two are alike. About 12 cm tall.',
    category: 'home-decor',
    price: 165000,
    gstRate: 12,
    hsn: '8306',
    stock: 2,
    daysAgo: 33,
    motif: 'elephant',
  },
  {
    slug: 'jaipur-blue-pottery-vase',
    title: 'Jaipur blue pottery vase',
    description:
      'Blue pottery is made not from clay but from quartz, glass and Multani mitti, glazed and fired once. This vase is hand-painted with cobalt and turquoise flowers. Best for dried flowers; it is not watertight.',
    category: 'home-decor',
    price: 129900,
    gstRate: 12,
    hsn: '6913',
    stock: 0,
    daysAgo: 18,
    motif: 'vase',
  },
  {
    slug: 'madhubani-fish-painting',
    title: 'Madhubani fish painting',
    description:
      'A pair of fish, a symbol of plenty, painted with nib and natural pigments on handmade paper by an artist from Madhubani, Bihar. A4 size, signed by the artist, unframed.',
    category: 'home-decor',
    price: 349900,
    gstRate: 12,
    hsn: '9701',
    stock: 6,
    daysAgo: 47,
    motif: 'painting',
  },
  {
    slug: 'terracotta-hanging-planter',
    title: 'Terracotta hanging planter',
    description:
      'Wheel-thrown by potters in Khurja and hung on a braided jute rope. Unglazed terracotta breathes, which keeps roots healthy. Holds a 4-inch nursery pot.',
    category: 'home-decor',
    price: 54900,
    gstRate: 12,
    hsn: '6913',
    stock: 25,
    daysAgo: 9,
    motif: 'planter',
  },
  {
    slug: 'marble-inlay-coasters-set-of-4',
    title: 'Marble inlay coasters, set of 4',
    description:
      'White Makrana marble inlaid with lapis, malachite and carnelian in the pietra dura style of the Taj Mahal, by craftsmen in Agra. Felt-backed to protect your table. Each coaster is 10 cm square.',
    category: 'home-decor',
    price: 119900,
    gstRate: 18,
    hsn: '6802',
    stock: 11,
    daysAgo: 58,
    motif: 'coaster',
  },

  // Kitchen
  {
    slug: 'hammered-copper-water-bottle',
    title: 'Hammered copper water bottle, 1 litre',
    description:
      'Pure copper, hand-hammered and lacquer-free inside, with a leak-proof screw cap. Fill it at night and drink from it in the morning, as Ayurveda suggests. Clean with tamarind or lemon to keep it bright.',
    category: 'kitchen',
    price: 104900,
    mrp: 129900,
    gstRate: 12,
    hsn: '7418',
    stock: 50,
    daysAgo: 2,
    motif: 'bottle',
  },
  {
    slug: 'kansa-bronze-thali-set',
    title: 'Kansa bronze thali set',
    description:
      'A thali, two katoris, a glass and a spoon, cast and hand-polished in kansa, the bell-metal alloy of copper and tin, in Odisha. Kansa is prized for keeping food warm and tasting pure. Hand wash only.',
    category: 'kitchen',
    price: 549900,
    gstRate: 12,
    hsn: '7418',
    stock: 4,
    daysAgo: 29,
    motif: 'thali',
  },
  {
    slug: 'cast-iron-kadai-10-inch',
    title: 'Cast iron kadai, 10 inch',
    description:
      'Sand-cast in Tamil Nadu and pre-seasoned with cold-pressed gingelly oil. It heats evenly for tadka, deep-frying and slow-cooked curries, and gets better with every use. Works on gas and induction.',
    category: 'kitchen',
    price: 179900,
    gstRate: 12,
    hsn: '7323',
    stock: 0,
    daysAgo: 15,
    motif: 'kadai',
  },
  {
    slug: 'sheesham-wood-masala-box',
    title: 'Sheesham wood masala box',
    description:
      'A spice box turned from sheesham wood in Saharanpur, with seven bowls and a small spoon. The sliding lid keeps turmeric and chilli fresh and the kitchen counter tidy. Wipe clean with a dry cloth.',
    category: 'kitchen',
    price: 134900,
    gstRate: 12,
    hsn: '4419',
    stock: 16,
    daysAgo: 24,
    motif: 'spicebox',
  },
  {
    slug: 'granite-mortar-and-pestle',
    title: 'Granite mortar and pestle',
    description:
      'A khal batta carved by hand from a single block of black granite in Karnataka. Its weight does the work when you crush ginger, garlic and whole spices. Rinse with water; no soap needed.',
    category: 'kitchen',
    price: 109900,
    gstRate: 18,
    hsn: '6802',
    stock: 9,
    daysAgo: 44,
    motif: 'mortar',
  },
  {
    slug: 'longpi-black-pottery-kettle',
    title: 'Longpi black pottery kettle',
    description:
      'Longpi pottery from the Tangkhul Naga villages of Manipur is shaped by hand, without a wheel, from serpentine stone and clay. Fired and polished with leaves, it is naturally black and glossy. The cane handle stays cool to the touch.',
    category: 'kitchen',
    price: 225000,
    gstRate: 12,
    hsn: '6912',
    stock: 5,
    daysAgo: 51,
    motif: 'kettle',
  },

  // Jewellery
  {
    slug: 'oxidised-silver-jhumkas',
    title: 'Oxidised silver jhumkas',
    description:
      'Bell-shaped earrings in 925 sterling silver, oxidised to bring out the fine filigree. Made in a family workshop in Cuttack. Hallmarked, with hooks for pierced ears.',
    category: 'jewellery',
    price: 289900,
    gstRate: 3,
    hsn: '7113',
    stock: 12,
    daysAgo: 4,
    motif: 'jhumka',
  },
  {
    slug: 'kundan-choker-necklace',
    title: 'Kundan choker necklace',
    description:
      'Glass kundan stones set in gold-plated brass with meenakari enamel on the back, by artisans in Bikaner. Adjustable silk-thread dori at the back. Comes with a pair of matching earrings.',
    category: 'jewellery',
    price: 399900,
    gstRate: 3,
    hsn: '7117',
    stock: 3,
    daysAgo: 36,
    motif: 'necklace',
  },
  {
    slug: 'jaipur-lac-bangles-set-of-6',
    title: 'Jaipur lac bangles, set of 6',
    description:
      'Lac heated, coloured and shaped over a charcoal fire by the Manihar craftsmen of Jaipur, then studded with glass beads by hand. Size 2.6 (inner diameter 6.3 cm). Keep away from heat and water.',
    category: 'jewellery',
    price: 59900,
    gstRate: 3,
    hsn: '7117',
    stock: 30,
    daysAgo: 13,
    motif: 'bangles',
  },
  {
    slug: 'sterling-silver-payal',
    title: 'Sterling silver payal, pair',
    description:
      'Anklets of 925 sterling silver with tiny ghungroo bells that chime softly as you walk. Handmade in Rajkot. About 26 cm long, with a hook clasp.',
    category: 'jewellery',
    price: 345000,
    gstRate: 3,
    hsn: '7113',
    stock: 0,
    daysAgo: 31,
    motif: 'payal',
  },
  {
    slug: 'dhokra-brass-cuff',
    title: 'Dhokra brass cuff',
    description:
      'An open cuff cast by the Dhokra lost-wax method in Bankura, West Bengal, with a coiled-thread pattern. The brass darkens slowly to a warm antique tone. One size, gently adjustable.',
    category: 'jewellery',
    price: 125000,
    gstRate: 3,
    hsn: '7117',
    stock: 8,
    daysAgo: 20,
    motif: 'bangles',
  },
  {
    slug: 'temple-jhumkas-gold-plated-silver',
    title: 'Temple jhumkas, gold-plated silver',
    description:
      'Temple jewellery in the Nagercoil tradition: sterling silver plated in 22-carat gold, with goddess Lakshmi motifs and pearl drops. Awaiting the hallmarking certificate before it goes on sale.',
    category: 'jewellery',
    price: 675000,
    gstRate: 3,
    hsn: '7113',
    stock: 6,
    published: false,
    daysAgo: 10,
    motif: 'jhumka',
  },

  // Wellness
  {
    slug: 'kumkumadi-face-oil',
    title: 'Kumkumadi face oil, 30 ml',
    description:
      'A classical Ayurvedic blend of saffron, sandalwood, manjistha and vetiver infused in sesame oil over several days. Two or three drops at night leave the skin soft and even. For external use only.',
    category: 'wellness',
    price: 115000,
    mrp: 135000,
    gstRate: 18,
    hsn: '3304',
    stock: 20,
    daysAgo: 6,
    motif: 'dropper',
  },
  {
    slug: 'neem-tulsi-soap-set-of-3',
    title: 'Neem and tulsi soap, set of 3',
    description:
      'Cold-process soap bars made in small batches in Auroville with neem leaf, holy basil and virgin coconut oil. Cured for six weeks, so they last long and lather gently. 100 g each.',
    category: 'wellness',
    price: 44900,
    gstRate: 5,
    hsn: '3401',
    stock: 45,
    daysAgo: 11,
    motif: 'soap',
  },
  {
    slug: 'mysore-sandalwood-incense-sticks',
    title: 'Mysore sandalwood incense sticks',
    description:
      'Hand-rolled in Mysuru on bamboo sticks with sandalwood powder, halmaddi resin and honey. A slow, sweet burn of about 45 minutes per stick. A box of 40 sticks.',
    category: 'wellness',
    price: 24900,
    gstRate: 5,
    hsn: '3307',
    stock: 80,
    daysAgo: 23,
    motif: 'incense',
  },
  {
    slug: 'himalayan-cedarwood-essential-oil',
    title: 'Himalayan cedarwood essential oil, 15 ml',
    description:
      'Steam-distilled from the wood of the deodar cedar in Himachal Pradesh. A warm, woody scent for a diffuser, or a few drops in a carrier oil for massage. Do not apply undiluted.',
    category: 'wellness',
    price: 69900,
    gstRate: 18,
    hsn: '3301',
    stock: 0,
    daysAgo: 42,
    motif: 'dropper',
  },
  {
    slug: 'haldi-chandan-ubtan',
    title: 'Haldi chandan ubtan, 100 g',
    description:
      'The bridal face pack of Indian homes: turmeric, sandalwood, gram flour and rose petals, stone-ground by hand. Mix with milk or rose water into a paste and rinse off after ten minutes.',
    category: 'wellness',
    price: 39900,
    gstRate: 18,
    hsn: '3304',
    stock: 5,
    daysAgo: 49,
    motif: 'jar',
  },
  {
    slug: 'kansa-foot-massage-wand',
    title: 'Kansa foot massage wand',
    description:
      'A bell-metal massage head on a turned neem-wood handle, used in Ayurveda for padabhyanga, the foot massage before sleep. Use it with a little ghee or oil on the soles. Wipe the kansa dry after use.',
    category: 'wellness',
    price: 149900,
    gstRate: 12,
    hsn: '7418',
    stock: 13,
    daysAgo: 57,
    motif: 'wand',
  },
];
