import type { PublicProductImage } from 'shared-contracts/api/catalogue';

export interface ProductImageProps {
  image: PublicProductImage;
  /** Its box in CSS pixels (the width and height attributes): the page keeps its place before the file arrives. */
  width: number;
  height: number;
  /** How wide the page draws it (`sizes`), so the browser picks the smallest variant that is sharp enough. */
  sizes: string;
  /**
   * The largest image of the first screen (the product page's photo, the first row of cards):
   * fetched at once and ahead of the page's other requests. Any other image is fetched only when
   * it comes near the screen, and decoded off the main thread.
   */
  priority?: boolean;
  /** The image's own alt text (what the admin wrote for it) unless told. */
  alt?: string;
  className?: string;
}

/**
 * A product photo as a plain <img> (antd's Image adds a wrapper and a preview the shop does not
 * use): its box reserved, and its webp variants offered as a `srcset` when the API has them.
 */
export function ProductImage({ image, width, height, sizes, priority = false, alt = image.alt, className }: ProductImageProps) {
  const srcSet = image.variants?.length ? image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined;
  return (
    <img
      className={className}
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
