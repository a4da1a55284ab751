/**
 * The demo shop's shipping (issue 32 item 2): a Jaipur workshop's zone table, and what each seed
 * product weighs packed. Written by the seed beside the catalogue; an admin changes it in
 * Settings › Shipping.
 */
import type { ShippingTable } from 'shared-contracts/domain/delivery';

/** Packed weight in grams per seed product (slug); a product not listed weighs WEIGHT_BY_CATEGORY's. */
const WEIGHTS: Record<string, number> = {
  'jaipur-block-print-cotton-dohar': 1_200,
  'kantha-stitch-cotton-throw': 900,
  'maheshwari-silk-cotton-saree': 600,
  'kashmiri-pashmina-shawl': 400,
  'dhokra-brass-elephant': 1_500,
  'jaipur-blue-pottery-vase': 1_800,
  'terracotta-hanging-planter': 1_400,
  'marble-inlay-coasters-set-of-4': 900,
  'hammered-copper-water-bottle': 700,
  'kansa-bronze-thali-set': 3_200,
  'cast-iron-kadai-10-inch': 3_800,
  'sheesham-wood-masala-box': 1_300,
  'granite-mortar-and-pestle': 4_500,
  'longpi-black-pottery-kettle': 1_600,
  'kansa-foot-massage-wand': 500,
};

const WEIGHT_BY_CATEGORY: Record<string, number> = { textiles: 450, 'home-decor': 800, kitchen: 1_200, jewellery: 150, wellness: 300 };

export function seedWeight(product: { slug: string; category: string }): number {
  return WEIGHTS[product.slug] ?? WEIGHT_BY_CATEGORY[product.category] ?? 500;
}

const NORTH_EAST_AND_HILLS = ['01', '11', '12', '13', '14', '15', '16', '17', '18', '35', '38'] as const;

/**
 * From Jaipur (Rajasthan, state 08): Rajasthan nearest and cheapest; the six metros' cities by PIN
 * prefix; the rest of India; the North-East, Sikkim, Jammu & Kashmir, Ladakh and the Andaman and
 * Nicobar Islands farther, slower and never free. Lakshadweep is not served.
 */
export const SEED_SHIPPING_TABLE: ShippingTable = {
  zones: [
    {
      id: 'rajasthan',
      name: 'Rajasthan',
      states: ['08'],
      pins: [],
      weightSlabs: [
        { upToGrams: 500, fee: 4_000 },
        { upToGrams: 1_000, fee: 6_000 },
      ],
      extraPerKg: 3_000,
      valueSlabs: [],
      freeAbove: 49_900,
      transitDays: 2,
    },
    {
      id: 'metros',
      name: 'Metro cities',
      states: [],
      // Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad
      pins: ['110', '400', '700', '600', '560', '500'],
      weightSlabs: [
        { upToGrams: 500, fee: 4_900 },
        { upToGrams: 1_000, fee: 7_900 },
      ],
      extraPerKg: 4_000,
      valueSlabs: [],
      freeAbove: 49_900,
      transitDays: 3,
    },
    {
      id: 'far',
      name: 'North-East, J&K, Ladakh and islands',
      states: [...NORTH_EAST_AND_HILLS],
      pins: [],
      weightSlabs: [
        { upToGrams: 500, fee: 9_900 },
        { upToGrams: 1_000, fee: 14_900 },
      ],
      extraPerKg: 8_000,
      valueSlabs: [],
      freeAbove: null,
      transitDays: 7,
    },
    {
      id: 'rest',
      name: 'Rest of India',
      states: ['02', '03', '04', '05', '06', '07', '09', '10', '19', '20', '21', '22', '23', '24', '26', '27', '29', '30', '32', '33', '34', '36', '37'],
      pins: [],
      weightSlabs: [
        { upToGrams: 500, fee: 5_900 },
        { upToGrams: 1_000, fee: 9_900 },
      ],
      extraPerKg: 5_000,
      valueSlabs: [],
      freeAbove: 99_900,
      transitDays: 5,
    },
  ],
  // Monday to Saturday, parcels booked by 2 pm leave the same day
  dispatch: { days: [1, 2, 3, 4, 5, 6], cutoff: '14:00', holidays: ['2026-12-25', '2027-01-26', '2027-03-04'] },
};
