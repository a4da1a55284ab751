/**
 * The seed's products sold by variant: options and a variant grid for five products of
 * ./catalogue.ts. Each grid's lowest price is the product's own price and its stock adds up to the
 * product's stock, so the catalogue (listings, filters, sorts) reads exactly as it did before.
 * The lac bangles leave one combination out (2.8 in green) and have one sold out (2.4 in green),
 * for the product page to say both. Every option's name and values are in Spanish and French too.
 */
import type { ProductOption, VariantOptionValue } from 'shared-contracts/domain/variants';
import type { Db } from '../db/database';
import { productVariants } from '../db/schema';
import { seedImageUrl, type SeedView } from './images';

export interface SeedVariant {
  /** One value per option, in the options' order. */
  values: string[];
  sku: string;
  price: number;
  mrp?: number;
  stock: number;
  /** The product's illustrations this variant shows, first its main one. */
  views?: SeedView[];
}

export interface SeedVariants {
  options: ProductOption[];
  variants: SeedVariant[];
}

export const SEED_VARIANTS: Readonly<Record<string, SeedVariants>> = {
  'jaipur-lac-bangles-set-of-6': {
    options: [
      {
        name: 'Size',
        values: ['2.4', '2.6', '2.8'],
        translations: { es: { name: 'Talla', values: { '2.4': '2,4', '2.6': '2,6', '2.8': '2,8' } }, fr: { name: 'Taille', values: { '2.4': '2,4', '2.6': '2,6', '2.8': '2,8' } } },
      },
      {
        name: 'Colour',
        values: ['Red', 'Green'],
        translations: { es: { name: 'Color', values: { Red: 'Rojo', Green: 'Verde' } }, fr: { name: 'Couleur', values: { Red: 'Rouge', Green: 'Vert' } } },
      },
    ],
    variants: [
      { values: ['2.4', 'Red'], sku: 'LAC24RED', price: 59900, stock: 8, views: ['main', 'detail'] },
      { values: ['2.4', 'Green'], sku: 'LAC24GRN', price: 59900, stock: 0, views: ['angle', 'in-use'] },
      { values: ['2.6', 'Red'], sku: 'LAC26RED', price: 62900, stock: 12, views: ['main', 'detail'] },
      { values: ['2.6', 'Green'], sku: 'LAC26GRN', price: 62900, stock: 3, views: ['angle', 'in-use'] },
      { values: ['2.8', 'Red'], sku: 'LAC28RED', price: 64900, mrp: 69900, stock: 7, views: ['main', 'detail'] },
    ],
  },
  'kundan-choker-necklace': {
    options: [
      {
        name: 'Finish',
        values: ['Gold', 'Rose gold'],
        translations: { es: { name: 'Acabado', values: { Gold: 'Dorado', 'Rose gold': 'Oro rosa' } }, fr: { name: 'Finition', values: { Gold: 'Doré', 'Rose gold': 'Or rose' } } },
      },
    ],
    variants: [
      { values: ['Gold'], sku: 'KUNDANGOLD', price: 399900, stock: 2, views: ['main', 'detail', 'angle'] },
      { values: ['Rose gold'], sku: 'KUNDANROSE', price: 429900, stock: 1, views: ['angle', 'in-use'] },
    ],
  },
  'dhokra-brass-cuff': {
    options: [
      {
        name: 'Size',
        values: ['S', 'M', 'L'],
        // letter sizes read the same in Spanish and French
        translations: { es: { name: 'Talla', values: { S: 'S', M: 'M', L: 'L' } }, fr: { name: 'Taille', values: { S: 'S', M: 'M', L: 'L' } } },
      },
    ],
    variants: [
      { values: ['S'], sku: 'CUFFS', price: 125000, stock: 2 },
      { values: ['M'], sku: 'CUFFM', price: 125000, stock: 4 },
      { values: ['L'], sku: 'CUFFL', price: 132000, stock: 2 },
    ],
  },
  'longpi-black-pottery-kettle': {
    options: [
      {
        name: 'Capacity',
        values: ['600 ml', '1 litre'],
        translations: { es: { name: 'Capacidad', values: { '600 ml': '600 ml', '1 litre': '1 litro' } }, fr: { name: 'Contenance', values: { '600 ml': '600 ml', '1 litre': '1 litre' } } },
      },
    ],
    variants: [
      { values: ['600 ml'], sku: 'LONGPI600', price: 225000, stock: 3 },
      { values: ['1 litre'], sku: 'LONGPI1000', price: 279000, stock: 2 },
    ],
  },
  'granite-mortar-and-pestle': {
    options: [
      {
        name: 'Size',
        values: ['4 inch', '6 inch'],
        translations: {
          es: { name: 'Tamaño', values: { '4 inch': '4 pulgadas (10 cm)', '6 inch': '6 pulgadas (15 cm)' } },
          fr: { name: 'Taille', values: { '4 inch': '4 pouces (10 cm)', '6 inch': '6 pouces (15 cm)' } },
        },
      },
    ],
    variants: [
      { values: ['4 inch'], sku: 'MORTAR4', price: 109900, stock: 5 },
      { values: ['6 inch'], sku: 'MORTAR6', price: 149900, stock: 4 },
    ],
  },
};

/** A seed variant's id: stable, readable in URLs (`?variant=`) and tests. */
export const seedVariantId = (slug: string, values: readonly string[]) =>
  `var-${slug}-${values.map((value) => value.toLowerCase().replace(/[^a-z0-9]+/g, '')).join('-')}`;

/** The variant rows of the seed, for products whose ids `productId` gives. */
export function seedVariantRows(productId: (slug: string) => string): (typeof productVariants.$inferInsert)[] {
  return Object.entries(SEED_VARIANTS).flatMap(([slug, grid]) =>
    grid.variants.map((variant, position) => {
      const optionValues: VariantOptionValue[] = variant.values.map((value, i) => ({ name: grid.options[i]!.name, value }));
      return {
        id: seedVariantId(slug, variant.values),
        productId: productId(slug),
        sku: variant.sku,
        optionValues,
        price: variant.price,
        mrp: variant.mrp ?? null,
        stock: variant.stock,
        images: (variant.views ?? []).map((view) => seedImageUrl(slug, view)),
        position,
      };
    }),
  );
}

/** Writes the seed's variant rows (existing ones are kept). */
export async function insertSeedVariants(db: Db, productId: (slug: string) => string): Promise<void> {
  await db.insert(productVariants).values(seedVariantRows(productId)).onConflictDoNothing();
}
