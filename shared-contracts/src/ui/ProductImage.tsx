import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import type { PublicProductImage } from 'shared-contracts/api/catalogue';

export interface ProductImageProps {
  image: PublicProductImage;
  /** Its box in CSS pixels (the width and height attributes): the page keeps its place before the file arrives. */
  width: number;
  height: number;
  /**
   * How wide the page draws it (`sizes`), so the browser picks the smallest variant that is sharp
   * enough: '64px' for a thumbnail gets the 96 or 160 px file, never the photo.
   */
  sizes: string;
  /**
   * The largest image of the first screen (the product page's photo, the first row of cards):
   * fetched at once and ahead of the page's other requests (preloaded from the page's head with its
   * `imagesrcset`). Any other image is fetched only when it comes near the screen, and decoded off
   * the main thread.
   */
  priority?: boolean;
  /** The uploaded file itself, not a variant: the zoomed view only. */
  original?: boolean;
  /** The image's own alt text (what the admin wrote for it) unless told. */
  alt?: string;
  className?: string;
  /** Its own look (object-fit, corners); the placeholder colour is added to it. */
  style?: CSSProperties;
}

const srcSetOf = (variants: PublicProductImage['variants']) => (variants?.length ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined);

/**
 * A product photo as a plain <img> (antd's Image adds a wrapper and a preview the shop does not
 * use): its box reserved, its placeholder colour drawn until the file arrives (nothing flashes
 * white on a slow network), and the variants the API made of an upload offered for the width the
 * page draws it at: AVIF first (a <picture> source) to a browser that takes it, webp otherwise. A
 * drawing (no variants) is just its file; the uploaded original is fetched by the zoomed view only.
 */
export function ProductImage({ image, width, height, sizes, priority = false, original = false, alt = image.alt, className, style: own }: ProductImageProps) {
  const webp = original ? undefined : srcSetOf(image.variants);
  const avif = original ? undefined : srcSetOf(image.avif);
  // without srcset support a browser still gets a variant: the largest, never the original
  const largest = image.variants?.[image.variants.length - 1]?.url;
  const src = original || !largest ? image.url : largest;
  const style: CSSProperties | undefined = image.color ? { ...own, backgroundColor: image.color } : own;
  // React preloads a lone <img> of high priority itself (with its srcset); one in a <picture> it leaves alone
  if (priority && avif) preload(image.avif![image.avif!.length - 1]!.url, { as: 'image', type: 'image/avif', imageSrcSet: avif, imageSizes: sizes, fetchPriority: 'high' });
  const img = (
    <img
      className={className}
      src={src}
      srcSet={webp}
      sizes={webp ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      style={style}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : 'low'}
    />
  );
  if (!avif) return img;
  // display: contents: the <picture> takes no box, the page's rules for the <img> hold as before
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
