/**
 * Photo mode for the speed measures (issue 34): `npm run lighthouse -- --photos` and
 * `npm run size -- --photos` give every product of the seeded shop two photo-weight JPEGs through
 * the admin's own storage API (as a merchant's upload lands: variants, placeholder colour), and
 * make them its images, before measuring. The seed's drawings (SVG, about 12 KB a page) flatter a
 * shop; real photographs are what a merchant has.
 *
 * The photos are made here, deterministic (seeded), with a photograph's detail: gradients, blotches
 * at several scales, fine grain and shapes, blurred and sharpened, 1200-1600 px wide, 150-250 KB
 * each as JPEG (never a flat colour: that weighs far too little).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { emulatorIdToken, DEMO_ADMIN, type LiveStack } from '../e2e/live';

/** Seeded pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Noise at 1/`scale` of the size, to be enlarged smoothly: blotches as large as `scale` pixels. */
function noiseLayer(next: () => number, width: number, height: number, scale: number): Promise<Buffer> {
  const w = Math.max(2, Math.ceil(width / scale));
  const h = Math.max(2, Math.ceil(height / scale));
  const data = Buffer.alloc(w * h * 3);
  for (let index = 0; index < data.length; index += 1) data[index] = Math.floor(next() * 256);
  return sharp(data, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

export interface PhotoOptions {
  width: number;
  height: number;
  /** The JPEG's weight to aim at: the quality steps down from 92 until it is at most this. */
  maxBytes: number;
  /** The fine grain's strength (0-1): more detail, more bytes. */
  grain?: number;
}

/** A photograph-like JPEG, the same for the same seed. */
export async function makePhoto(seed: number, { width, height, maxBytes, grain = 0.25 }: PhotoOptions): Promise<Buffer> {
  const next = random(seed);
  const [coarse, middle, fine] = await Promise.all([noiseLayer(next, width, height, 160), noiseLayer(next, width, height, 24), noiseLayer(next, width, height, 2)]);
  const from = [next() * 255, next() * 255, next() * 255];
  const to = [next() * 255, next() * 255, next() * 255];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const along = (x / width + y / height) / 2;
      for (let channel = 0; channel < 3; channel += 1) {
        const base = from[channel]! + (to[channel]! - from[channel]!) * along;
        const value = base * 0.55 + (coarse[at + channel]! - 128) * 0.5 + (middle[at + channel]! - 128) * 0.3 + (fine[at + channel]! - 128) * grain + 50;
        pixels[at + channel] = Math.max(0, Math.min(255, value));
      }
    }
  }
  // a few objects: discs and bars with soft edges, as a product on a table would have
  const shapes: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    const colour = `rgb(${Math.floor(next() * 255)},${Math.floor(next() * 255)},${Math.floor(next() * 255)})`;
    const x = Math.floor(next() * width);
    const y = Math.floor(next() * height);
    const size = Math.floor((0.05 + next() * 0.2) * width);
    shapes.push(
      next() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour}" fill-opacity="0.55"/>`
        : `<rect x="${x}" y="${y}" width="${size}" height="${Math.floor(size / 3)}" rx="8" fill="${colour}" fill-opacity="0.5" transform="rotate(${Math.floor(next() * 90)} ${x} ${y})"/>`,
    );
  }
  const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`);
  // the finest detail softened step by step, the quality stepped down, until it weighs maxBytes at most
  let jpeg = Buffer.alloc(0);
  for (const blur of [0.8, 1.3, 1.8, 2.5]) {
    const { data: detailed, info } = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .composite([{ input: overlay }])
      .blur(blur)
      .sharpen({ sigma: 1.2 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let quality = 85; quality >= 50; quality -= 5) {
      jpeg = await sharp(detailed, { raw: { width, height, channels: info.channels } }).removeAlpha().jpeg({ quality }).toBuffer();
      if (jpeg.byteLength <= maxBytes) return jpeg;
    }
  }
  return jpeg;
}

/** The photos of product number `index` (two, 1200-1600 px wide, 150-250 KB). */
export function productPhotos(index: number): Promise<Buffer[]> {
  return Promise.all(
    [0, 1].map((which) => {
      const seed = 7919 * (index + 1) + which;
      const width = 1200 + ((seed * 37) % 5) * 100;
      return makePhoto(seed, { width, height: Math.round(width * 0.8), maxBytes: 240 * 1024 });
    }),
  );
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('base64');

/** One upload through the storage API, as the admin's browser sends it. */
async function uploadPhoto(origin: string, headers: Record<string, string>, productId: string, data: Buffer, alt: string): Promise<void> {
  const name = `products/${productId}/${sha256(data).replace(/[+/=]/g, '').slice(0, 22)}.jpg`;
  const form = new FormData();
  form.append('metadata', new Blob([JSON.stringify({ contentType: 'image/jpeg', size: data.byteLength, sha256Hash: sha256(data), customMetadata: { productId, alt } })], { type: 'application/json' }));
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${origin}/api/storage/o?name=${encodeURIComponent(name)}`, { method: 'POST', headers, body: form });
  if (!response.ok) throw new Error(`photo upload for ${productId}: HTTP ${response.status} ${await response.text()}`);
}

/**
 * Gives every product of the shop at `stack` two photos through the admin API (storage upload, then
 * the images arranged to be those two) and prints what it uploaded.
 */
export async function uploadPhotos(stack: Pick<LiveStack, 'origin' | 'emulatorHost'>): Promise<void> {
  const started = Date.now();
  const { origin } = stack;
  const admin = { authorization: `Bearer ${await emulatorIdToken(stack.emulatorHost, DEMO_ADMIN)}` };
  const { token } = (await (await fetch(`${origin}/api/app-check/token`, { method: 'POST' })).json()) as { token: string };
  const headers = { ...admin, 'x-firebase-appcheck': token };
  const listed = (await (await fetch(`${origin}/api/admin/products?pageSize=100`, { headers: admin })).json()) as { items: { id: string; title: string }[] };
  let bytes = 0;
  let count = 0;
  let index = 0;
  // two at a time: the server makes each photo's variants (AVIF above all) on the machine's cores
  const work = [...listed.items];
  const worker = async () => {
    for (let product = work.shift(); product; product = work.shift()) {
      const photos = await productPhotos(index++);
      for (const [which, photo] of photos.entries()) {
        await uploadPhoto(origin, headers, product.id, photo, `${product.title}, photo ${which + 1}`);
        bytes += photo.byteLength;
        count += 1;
      }
      const current = (await (await fetch(`${origin}/api/admin/products/${product.id}`, { headers: admin })).json()) as { version: number; images: { url: string; alt: string }[] };
      const uploaded = current.images.filter((image) => image.url.startsWith(`/media/products/${product.id}/`));
      const arranged = await fetch(`${origin}/api/admin/products/${product.id}/images`, {
        method: 'PUT',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ version: current.version, images: uploaded.map(({ url, alt }) => ({ url, alt })) }),
      });
      if (!arranged.ok) throw new Error(`arranging the photos of ${product.id}: HTTP ${arranged.status} ${await arranged.text()}`);
    }
  };
  await Promise.all([worker(), worker()]);
  console.log(
    `photo mode: ${count} JPEGs uploaded to ${listed.items.length} products through the admin's storage API, ${(bytes / count / 1024).toFixed(0)} KB each on average, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}
