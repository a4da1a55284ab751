import { scaledSize, shrinkPhoto, TARGET_BYTES } from './shrinkPhoto';

/**
 * The browser's decoder and canvas, faked (jsdom has neither): a photo of the given size decodes
 * to a bitmap of that size; the canvas "encodes" to a blob whose size follows its area and the
 * quality, as JPEG does, and the type asked for unless told it cannot write it.
 */
function fakeBrowser(photo: { width: number; height: number }, options: { webp?: boolean; bytesPerPixel?: number } = {}) {
  const drawn: { width: number; height: number }[] = [];
  const encoded: { type: string; quality: number }[] = [];
  const closed = jest.fn();
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => ({ ...photo, close: closed }));
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return { drawImage: () => drawn.push({ width: this.width, height: this.height }), imageSmoothingQuality: 'low' } as never;
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback, type = 'image/png', quality = 0.92) {
    const written = type === 'image/webp' && options.webp === false ? 'image/png' : type;
    encoded.push({ type: written, quality });
    const bytes = Math.round(this.width * this.height * (options.bytesPerPixel ?? 0.2) * quality);
    callback(new Blob([new Uint8Array(bytes)], { type: written }));
  });
  return { drawn, encoded, closed };
}

const fileOf = (bytes: number, type = 'image/jpeg', name = 'IMG_0042.jpg') => new File([new Uint8Array(bytes)], name, { type });

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

describe('the admin browser shrinks a photo before sending it', () => {
  it('draws a phone’s 4000 px, 5 MB JPEG at 2048 px on its long edge, JPEG at 0.85, under a megabyte', async () => {
    const browser = fakeBrowser({ width: 4000, height: 3000 });
    const original = fileOf(5 * 1024 * 1024);
    const sent = await shrinkPhoto(original);
    expect(browser.drawn).toEqual([{ width: 2048, height: 1536 }]);
    expect(browser.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('IMG_0042.jpg');
    expect(sent.size).toBeLessThanOrEqual(TARGET_BYTES);
    expect(browser.closed).toHaveBeenCalled();
    console.log(`shrink: 4000x3000 ${original.size} B -> ${browser.drawn[0]!.width}x${browser.drawn[0]!.height} ${sent.size} B (jpeg 0.85)`);
  });

  it('steps the quality down until a detailed photo fits under a megabyte', async () => {
    const browser = fakeBrowser({ width: 3000, height: 4000 }, { bytesPerPixel: 0.45 });
    const sent = await shrinkPhoto(fileOf(6 * 1024 * 1024));
    expect(browser.drawn).toEqual([{ width: 1536, height: 2048 }]);
    expect(browser.encoded.map((each) => each.quality)).toEqual([0.85, 0.75, 0.65]);
    expect(sent.size).toBeLessThanOrEqual(TARGET_BYTES);
  });

  it('sends a photo already small enough as it is, with no second loss', async () => {
    const browser = fakeBrowser({ width: 1600, height: 1200 });
    const original = fileOf(300 * 1024);
    expect(await shrinkPhoto(original)).toBe(original);
    expect(browser.encoded).toEqual([]);
  });

  it('makes a PNG WebP (transparency kept), or JPEG where the browser cannot write WebP', async () => {
    fakeBrowser({ width: 3000, height: 3000 });
    const webp = await shrinkPhoto(fileOf(4 * 1024 * 1024, 'image/png', 'logo.png'));
    expect([webp.type, webp.name]).toEqual(['image/webp', 'logo.webp']);
    jest.restoreAllMocks();
    fakeBrowser({ width: 3000, height: 3000 }, { webp: false });
    const jpeg = await shrinkPhoto(fileOf(4 * 1024 * 1024, 'image/png', 'logo.png'));
    expect([jpeg.type, jpeg.name]).toEqual(['image/jpeg', 'logo.jpg']);
  });

  it('leaves a file the browser cannot decode to the storage, which says why', async () => {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    const broken = fileOf(2 * 1024 * 1024);
    expect(await shrinkPhoto(broken)).toBe(broken);
  });

  it('scales by the long edge, either way round, never up', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(1000, 5000)).toEqual({ width: 410, height: 2048 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
