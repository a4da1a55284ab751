import './ProductGallery.messages';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProductImage } from 'shared-contracts/api/catalogue';
import { ProductImage } from 'shared-contracts/ui/ProductImage';
import { COLORS, MOBILE_MEDIA, TOUCH_TARGET } from 'shared-contracts/ui/theme';
import { photoFor } from './galleryKeys';

/**
 * How wide the main photo is drawn (ShopStyles): in the one-column layout a square as tall as
 * min(36vh, 100vw - 2rem), half the page (at most 1280 px) beside the details. Said as drawn, not
 * as the column's width: on Lighthouse's phone (412 x 823 at 1.75x) that is 296 px, the 640 px
 * variant (about 45 KB as AVIF), where `100vw` fetched the 960 px one (about 100 KB).
 */
const MAIN_IMAGE_SIZES = `${MOBILE_MEDIA} min(36vh, calc(100vw - 2rem)), 38rem`;
/** The thumbnails are drawn 64 px wide (48 px in the one-column layout): a 96 or 160 px variant, never the photo. */
const THUMB_SIZES = `${MOBILE_MEDIA} 48px, 64px`;

/**
 * The gallery's own rules (ShopStyles has the photo's box and the thumbnails'): the zoom button over
 * the photo's corner, taking no room, so nothing moves; on a phone the photo is narrower than the
 * column, and the button stays on it.
 */
const CSS = `
.gallery__stage { position: relative; }
.gallery__stage .gallery__main { cursor: zoom-in; }
.gallery__zoom { position: absolute; right: .5rem; bottom: .5rem; width: ${TOUCH_TARGET}px; height: ${TOUCH_TARGET}px; display: inline-flex; align-items: center; justify-content: center; border-radius: 50%; border: 1px solid ${COLORS.border}; background: ${COLORS.surface}; color: ${COLORS.text}; cursor: pointer; }
@media ${MOBILE_MEDIA} { .gallery__stage { width: fit-content; max-width: 100%; margin: 0 auto; } }
`;

// The zoomed view is a chunk of its own, fetched when a shopper opens it (or points at its button):
// the product page's first load carries only the photo, the thumbnails and their keys.
const loadZoom = () => import(/* webpackChunkName: "shop-gallery-zoom" */ './GalleryZoom');
const GalleryZoom = lazy(loadZoom);

export interface ProductGalleryProps {
  /** The photos to show, the main one first (a product's, or the chosen variant's). */
  images: readonly PublicProductImage[];
  /** Said for a photo whose alt text is blank. */
  title: string;
}

/**
 * A product's photos: the main one (the page's LCP element: fetched first, in its square box, as
 * ProductImage draws it), the thumbnails as one keyboard stop (arrow keys, Home and End move
 * between them and show the photo; only the shown one is in the Tab order), and a zoomed view on
 * demand. Each photo's alt text is its description everywhere: the main image's alt, each
 * thumbnail's name, the zoomed view's caption. A new list of photos starts again from its first.
 */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const { t } = useTranslation('shop');
  const [shown, setShown] = useState(0);
  const [zooming, setZooming] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const listKey = images.map((image) => image.url).join('\n');
  const [shownFor, setShownFor] = useState(listKey);
  if (shownFor !== listKey) {
    setShownFor(listKey);
    setShown(0);
  }
  const at = shown < images.length ? shown : 0;
  const image = images[at];
  if (!image) {
    return (
      <section aria-label={t('gallery.photos')} className="gallery">
        <div className="gallery__main" role="img" aria-label={t('gallery.none')} />
      </section>
    );
  }
  const altOf = (each: PublicProductImage) => each.alt || title;

  const onThumbKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = photoFor(event.key, at, images.length);
    if (next === null) return;
    event.preventDefault();
    setShown(next);
    thumbs.current[next]?.focus();
  };

  return (
    <section aria-label={t('gallery.photos')} className="gallery">
      <style href="shop-gallery" precedence="default">
        {CSS}
      </style>
      {/* a click on the photo enlarges it too; the button is the keyboard's way */}
      <div className="gallery__stage" onClick={() => setZooming(true)}>
        <ProductImage className="gallery__main" image={image} alt={altOf(image)} width={640} height={640} sizes={MAIN_IMAGE_SIZES} priority />
        <button
          type="button"
          className="gallery__zoom"
          aria-haspopup="dialog"
          aria-label={t('gallery.zoom')}
          onClick={() => setZooming(true)}
          onPointerEnter={() => void loadZoom()}
          onFocus={() => void loadZoom()}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15 15l6 6M10 7v6M7 10h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" onKeyDown={onThumbKey}>
          {images.map((thumb, index) => (
            <li key={thumb.url}>
              <button
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                aria-pressed={index === at}
                tabIndex={index === at ? 0 : -1}
                onClick={() => setShown(index)}
                aria-label={t('gallery.show', { n: index + 1, total: images.length, alt: altOf(thumb) })}
              >
                <ProductImage image={thumb} alt="" width={64} height={64} sizes={THUMB_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zooming && (
        <Suspense fallback={null}>
          <GalleryZoom images={images} at={at} title={title} onShow={setShown} onClose={() => setZooming(false)} />
        </Suspense>
      )}
    </section>
  );
}
