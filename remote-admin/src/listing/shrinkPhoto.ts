/**
 * The admin's browser shrinks a photo before it sends it (issue 34): a phone's 4000 px, 5 MB JPEG
 * becomes at most UPLOAD_LONG_EDGE px on its long edge, about 0.85 quality, well under a megabyte,
 * so the upload is quick on a shop's mobile connection and the storage keeps what a page can use.
 *
 * Decisions:
 * - A photo already within the long edge and under TARGET_BYTES is sent as it is (no second loss).
 * - JPEG stays JPEG; PNG and WebP become WebP (it keeps transparency), or JPEG where the browser
 *   cannot write WebP (it then hands back a PNG).
 * - Still over TARGET_BYTES: the quality steps down (0.85, 0.75, 0.65) until it fits.
 * - A file the browser cannot decode is sent as it is: the storage judges it and says why
 *   (storage/invalid-format), in the admin's language.
 */
import { UPLOAD_LONG_EDGE } from 'shared-contracts/api/admin';

/** What a shrunk photo should weigh at most. */
export const TARGET_BYTES = 1024 * 1024;
const QUALITIES = [0.85, 0.75, 0.65];
const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The size to draw a `width` x `height` photo at so that its long edge is at most `longEdge`. */
export function scaledSize(width: number, height: number, longEdge = UPLOAD_LONG_EDGE): { width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** The photo to send: `file` shrunk as above, or `file` itself. */
export async function shrinkPhoto(file: File, longEdge = UPLOAD_LONG_EDGE): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height, longEdge);
    const shrinking = size.width !== bitmap.width || size.height !== bitmap.height;
    if (!shrinking && file.size <= TARGET_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    let type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
    let blob: Blob | null = null;
    for (const quality of QUALITIES) {
      blob = await toBlob(canvas, type, quality);
      if (blob && blob.type !== type) {
        // no WebP writer here: JPEG
        type = 'image/jpeg';
        blob = await toBlob(canvas, type, quality);
      }
      if (!blob || blob.size <= TARGET_BYTES) break;
    }
    if (!blob || (!shrinking && blob.size >= file.size)) return file;
    const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
    return new File([blob], `${name}.${EXTENSION[type] ?? 'jpg'}`, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
