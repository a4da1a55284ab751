import './GalleryZoom.messages';
import { useTranslation } from 'react-i18next';
import type { PublicProductImage } from 'shared-contracts/api/catalogue';
import { ProductImage } from 'shared-contracts/ui/ProductImage';
import { COLORS, TOUCH_TARGET } from 'shared-contracts/ui/theme';
import { ModalDialog } from '../ui/ModalDialog';
import { photoFor } from './galleryKeys';

/** The zoomed view's look; loaded with it. The photo as large as the screen allows, its alt text below it. */
const CSS = `
.gallery-zoom { width: min(96vw, 60rem); max-width: none; max-height: 96dvh; padding: 0; border: 0; border-radius: 12px; background: ${COLORS.surface}; color: inherit; }
.gallery-zoom::backdrop { background: ${COLORS.backdropPhoto}; }
.gallery-zoom[open] { display: flex; flex-direction: column; }
.gallery-zoom__head { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: .25rem .25rem .25rem 1rem; }
.gallery-zoom__head h2 { margin: 0; font-size: 1.05rem; }
.gallery-zoom button { min-width: ${TOUCH_TARGET}px; min-height: ${TOUCH_TARGET}px; border: 1px solid ${COLORS.border}; border-radius: 6px; background: ${COLORS.surface}; color: inherit; font: inherit; cursor: pointer; }
.gallery-zoom__close { border-color: transparent !important; font-size: 1.5rem; line-height: 1; }
.gallery-zoom figure { margin: 0; padding: 0 1rem; min-height: 0; display: flex; flex-direction: column; align-items: center; }
.gallery-zoom img { width: auto; max-width: 100%; height: min(calc(96dvh - 11rem), 56rem); aspect-ratio: 1 / 1; object-fit: contain; background: ${COLORS.surfaceMuted}; border-radius: 8px; }
.gallery-zoom figcaption { padding: .5rem 0; text-align: center; }
.gallery-zoom__nav { display: flex; justify-content: space-between; gap: 1rem; padding: 0 1rem 1rem; }
`;

export interface GalleryZoomProps {
  images: readonly PublicProductImage[];
  /** The photo shown; the arrows and buttons move the gallery's own choice (onShow), so closing leaves it there. */
  at: number;
  title: string;
  onShow: (index: number) => void;
  onClose: () => void;
}

/**
 * The zoomed view of ProductGallery: a modal dialog (ui/ModalDialog: focus stays inside, the page
 * behind is inert, Escape closes it and focus goes back where it was). The arrow keys, Home and End move
 * between the photos as on the thumbnails. A chunk of its own: most visits never open it.
 */
export default function GalleryZoom({ images, at, title, onShow, onClose }: GalleryZoomProps) {
  const { t } = useTranslation('shop');
  const image = images[at] ?? images[0];
  if (!image) return null;
  const count = images.length;
  return (
    <ModalDialog
      className="gallery-zoom"
      title={t('gallery.title', { n: at + 1, total: count })}
      closeLabel={t('gallery.close')}
      onClose={onClose}
      onKeyDown={(event) => {
        const next = photoFor(event.key, at, count);
        if (next === null || count < 2) return;
        event.preventDefault();
        onShow(next);
      }}
    >
      <style href="shop-gallery-zoom" precedence="default">
        {CSS}
      </style>
      <figure>
        <ProductImage image={image} alt={image.alt || title} width={1280} height={1280} sizes="min(92vw, 56rem)" priority original />
        {/* the alt text again, for the eye: a screen reader has it from the photo */}
        <figcaption aria-hidden="true">{image.alt || title}</figcaption>
      </figure>
      {count > 1 && (
        <div className="gallery-zoom__nav">
          <button type="button" onClick={() => onShow((at - 1 + count) % count)}>
            ‹ {t('gallery.previous')}
          </button>
          <button type="button" onClick={() => onShow((at + 1) % count)}>
            {t('gallery.next')} ›
          </button>
        </div>
      )}
    </ModalDialog>
  );
}
