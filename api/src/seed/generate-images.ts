/**
 * Draws the seed catalogue's illustrations into api/seed-assets (committed; the shop serves them).
 * Run it after changing the seed products or the drawings:
 *   npx tsx api/src/seed/generate-images.ts
 * seed.test.ts fails while the committed files differ from what this draws.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SEED_ASSETS_DIR, seedImageFiles } from './images';

const files = seedImageFiles();
const folder = path.join(SEED_ASSETS_DIR, 'products');
fs.mkdirSync(folder, { recursive: true });
const wanted = new Set([...files.keys()].map((file) => path.basename(file)));
for (const stale of fs.readdirSync(folder).filter((name) => name.endsWith('.svg') && !wanted.has(name))) {
  fs.rmSync(path.join(folder, stale));
}
let largest = 0;
for (const [file, svg] of files) {
  fs.writeFileSync(path.join(SEED_ASSETS_DIR, file), svg);
  largest = Math.max(largest, Buffer.byteLength(svg));
}
console.log(`Wrote ${files.size} illustrations to ${folder} (largest ${largest} bytes).`);
