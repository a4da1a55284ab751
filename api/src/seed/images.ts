/**
 * The seed's product illustrations: small, flat SVGs (a motif of the thing on a background
 * pattern), in its category's colours, in SEED_VIEWS: the product itself (its first image, the one
 * cards and the product page's first screen show), a close-up, the thing turned, and the thing in a
 * room. Pure functions, so the test can check that the committed files in api/seed-assets are what
 * this code draws (see generate-images.ts).
 */
import path from 'node:path';
import { MEDIA_PREFIX } from '../images/local';
import { SEED_PRODUCTS, type SeedCategorySlug, type SeedProduct } from './catalogue';
import { MOTIFS, type Motif } from './motifs';

/** Files kept in the repository, served by the API under /media/seed/ (api/src/modules/media.ts). */
export const SEED_ASSETS_DIR = path.resolve(__dirname, '../../seed-assets');
export const SEED_MEDIA_PREFIX = `${MEDIA_PREFIX}seed/`;

/**
 * The views of a product the seed draws, first the main one. Each has its file's suffix and its alt
 * text (the title goes where {title} is): what a shopper who cannot see it is told it shows.
 */
export const SEED_VIEWS = {
  main: { suffix: '', alt: 'Illustration: {title}' },
  detail: { suffix: '-detail', alt: 'Illustration: close-up of the {title}, showing its pattern and finish' },
  angle: { suffix: '-angle', alt: 'Illustration: the {title} turned to one side' },
  'in-use': { suffix: '-in-use', alt: 'Illustration: the {title} on a table by a window, at home' },
} as const;
export type SeedView = keyof typeof SEED_VIEWS;
export const SEED_VIEW_NAMES = Object.keys(SEED_VIEWS) as SeedView[];

/** Where a seed product's illustration (of one view) lives in the repository, relative to SEED_ASSETS_DIR. */
export const seedImagePath = (slug: string, view: SeedView = 'main') => `products/${slug}${SEED_VIEWS[view].suffix}.svg`;
/** Where the shop loads it from. */
export const seedImageUrl = (slug: string, view: SeedView = 'main') => `${SEED_MEDIA_PREFIX}${seedImagePath(slug, view)}`;

/** A seed product's images, every view in order with its alt text: the first is the main image, as it always was. */
export function seedImages(slug: string, title: string): { url: string; alt: string }[] {
  return SEED_VIEW_NAMES.map((view) => ({ url: seedImageUrl(slug, view), alt: SEED_VIEWS[view].alt.replace('{title}', title) }));
}

export interface Palette {
  background: string;
  pattern: string;
  /** Three colours for the motif, the first one its body. */
  colours: readonly [string, string, string];
  ink: string;
}

/** One palette per category: indigo and madder; terracotta and brass; copper and sage; gold and ruby; turmeric and leaf. */
export const PALETTES: Readonly<Record<SeedCategorySlug, Palette>> = {
  textiles: { background: '#f4ede1', pattern: '#e7dcc8', colours: ['#2f4b7c', '#b5443a', '#e0a43a'], ink: '#1f2a44' },
  'home-decor': { background: '#f6e7d8', pattern: '#ecd4bb', colours: ['#c0673a', '#2f6f5e', '#d9a441'], ink: '#4a2c1d' },
  kitchen: { background: '#edf1e9', pattern: '#dce4d4', colours: ['#b8733b', '#6f8a6a', '#e3b07a'], ink: '#2f332b' },
  jewellery: { background: '#f3edf4', pattern: '#e5d8e7', colours: ['#c9a24a', '#8e1f3f', '#9aa3ad'], ink: '#3b2433' },
  wellness: { background: '#f7f1dc', pattern: '#ebe1ba', colours: ['#d9a21b', '#5e8c4a', '#c76b7e'], ink: '#3e3a1f' },
};

/** The background pattern of each category, drawn in a 20 × 20 tile. */
const PATTERNS: Readonly<Record<SeedCategorySlug, (colour: string) => string>> = {
  textiles: (c) => `<circle cx="10" cy="10" r="2" fill="${c}"/><circle cx="0" cy="0" r="1.2" fill="${c}"/><circle cx="20" cy="20" r="1.2" fill="${c}"/>`,
  'home-decor': (c) => `<path d="M10 4l5 6-5 6-5-6z" fill="${c}"/>`,
  kitchen: (c) => `<path d="M0 20L20 0" stroke="${c}" stroke-width="2"/>`,
  jewellery: (c) => `<path d="M10 5l1.5 3.5L15 10l-3.5 1.5L10 15l-1.5-3.5L5 10l3.5-1.5z" fill="${c}"/>`,
  wellness: (c) => `<path d="M6 14c0-5 4-8 8-8 0 5-4 8-8 8z" fill="${c}"/>`,
};

/** How each view places the motif (and what it stands on) over the category's background. */
const VIEW_SCENES: Readonly<Record<SeedView, (motif: string, palette: Palette) => string>> = {
  main: (motif, { ink }) => `<ellipse cx="100" cy="166" rx="66" ry="8" fill="${ink}" opacity=".12"/>${motif}`,
  // 1.7 times the size around the motif's middle: its pattern and edges fill the frame
  detail: (motif) => `<g transform="matrix(1.7 0 0 1.7 -70 -77)">${motif}</g>`,
  // narrowed and sheared, as if turned a little to the left
  angle: (motif, { ink }) =>
    `<ellipse cx="104" cy="166" rx="58" ry="8" fill="${ink}" opacity=".12"/><g transform="translate(20 18) skewY(-10) scale(.8 1)">${motif}</g>`,
  // smaller, on a table under a window
  'in-use': (motif, { ink, colours }) =>
    `<rect x="18" y="18" width="62" height="74" fill="#e6f0f4" stroke="${ink}" stroke-width="4"/><path d="M49 18v74M18 55h62" stroke="${ink}" stroke-width="3"/>` +
    `<rect y="162" width="200" height="38" fill="${colours[0]}" opacity=".35"/><rect y="160" width="200" height="4" fill="${ink}" opacity=".3"/>` +
    `<g transform="matrix(.6 0 0 .6 60 64)">${motif}</g>`,
};

/**
 * The illustration of one product, in one view. `variant` turns the palette so that products of a
 * category that share a motif do not look identical.
 */
export function drawProductImage(category: SeedCategorySlug, motif: Motif, variant = 0, view: SeedView = 'main'): string {
  const palette = PALETTES[category];
  const turn = variant % 3;
  const [a, b, c] = [0, 1, 2].map((i) => palette.colours[(i + turn) % 3]!) as [string, string, string];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="800" height="800">` +
    `<defs><pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse">${PATTERNS[category](palette.pattern)}</pattern></defs>` +
    `<rect width="200" height="200" fill="${palette.background}"/><rect width="200" height="200" fill="url(#p)"/>` +
    VIEW_SCENES[view](MOTIFS[motif](a, b, c, palette.ink), palette) +
    `</svg>\n`
  );
}

/**
 * Every seed product's illustrations (each view) by their paths under SEED_ASSETS_DIR. Products of one category
 * that share a motif each get the next turn of the palette.
 */
export function seedImageFiles(products: readonly SeedProduct[] = SEED_PRODUCTS): Map<string, string> {
  const seen = new Map<string, number>();
  const files = new Map<string, string>();
  for (const product of products) {
    const key = `${product.category}/${product.motif}`;
    const variant = seen.get(key) ?? 0;
    seen.set(key, variant + 1);
    for (const view of SEED_VIEW_NAMES) files.set(seedImagePath(product.slug, view), drawProductImage(product.category, product.motif, variant, view));
  }
  return files;
}
