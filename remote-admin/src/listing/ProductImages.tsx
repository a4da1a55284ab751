import './ProductImages.messages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { MAX_PRODUCT_IMAGES } from 'shared-contracts/api/admin';
import { isApiError } from 'shared-contracts/api/api-error';
import { MAX_ALT_LENGTH, altTextRules, productImagesRoutes } from 'shared-contracts/api/product-images';
import { thumbnailUrl } from 'shared-contracts/api/storage';
import type { Product, ProductImage } from 'shared-contracts/domain/catalogue';
import { notify } from 'shared-contracts/platform/toast';
import { COLORS } from 'shared-contracts/ui/theme';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import ImageUpload from './ImageUpload';

export interface ProductImagesProps {
  /** The product as the form last had it from the server; null until it is first saved. */
  product: Product | null;
  /** After a change written here or an upload: the product as the server has it now. */
  onChanged: (product: Product) => void;
  /** A change refused because the product changed meanwhile (409 datastale): the form shows what is there now. */
  onStale: (error: unknown) => void;
}

/** The first of the shared alt text rules that fails, or null. */
function altError(alt: string): string | null {
  for (const rule of altTextRules) {
    const verdict = rule(alt.trim());
    if (verdict !== true) return verdict;
  }
  return null;
}

/**
 * The product form's images: each with its alt text (what the shop tells a shopper who cannot see
 * it: the product page, the cart, the order lines, the lists), moved up or down, removed, and new
 * ones uploaded. Every change is written at once through PUT /admin/products/:id/images with the
 * version the form holds, judged by the shared rules here and again by the API, whose message per
 * field ('images.2.alt') shows under that image's alt text.
 */
export default function ProductImages({ product, onChanged, onStale }: ProductImagesProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  /** Alt texts being typed, by image URL, until written. */
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  /** Messages by image URL (its alt text or the image itself), and for the list as a whole (''). */
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A stale version goes to the form (onStale); per-image messages show beside their images.
  const writing = useApiMutation(productImagesRoutes.adminSetProductImages, {
    onError: (error) => isApiError(error) && (error.code === 'datastale' || Object.keys(error.fields).length > 0),
  });
  const busy = writing.busy;

  if (!product) {
    return (
      <section aria-labelledby={`${id}-title`} style={{ marginTop: 24 }}>
        <h3 id={`${id}-title`}>{t('listing.images.title')}</h3>
        <p>{t('listing.images.saveFirst')}</p>
      </section>
    );
  }

  const write = async (images: ProductImage[]) => {
    const result = await writing.mutate({ params: { id: product.id }, body: { images, version: product.version } });
    if (result.ok) {
      const next = result.data;
      setErrors({});
      setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([url, alt]) => next.images.find((image) => image.url === url)?.alt !== alt.trim())));
      onChanged(next);
      return true;
    }
    const { error } = result;
    if (isApiError(error) && error.code === 'datastale') onStale(error);
    else if (isApiError(error) && Object.keys(error.fields).length > 0) {
      const shown: Record<string, string> = {};
      for (const [field, messages] of Object.entries(error.fields)) {
        const at = /^images\.(\d+)\./.exec(field);
        const url = at ? images[Number(at[1])]?.url : undefined;
        shown[url ?? ''] = messages[0] ?? '';
      }
      setErrors(shown);
    }
    return false;
  };

  /** The images as saved, with the alt text typed for `url` (judged first: a bad one is shown, not sent). */
  const saveAlt = async (url: string, index: number) => {
    const draft = drafts[url];
    if (draft === undefined || draft.trim() === product.images[index]?.alt) return;
    const problem = altError(draft);
    if (problem) return setErrors((current) => ({ ...current, [url]: problem }));
    if (await write(product.images.map((image) => (image.url === url ? { ...image, alt: draft.trim() } : image)))) {
      notify(t('listing.images.altSaved', { n: index + 1 }), 'success');
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const images = [...product.images];
    const [image] = images.splice(index, 1);
    images.splice(index + by, 0, image!);
    void write(images);
  };

  return (
    <section aria-labelledby={`${id}-title`} style={{ marginTop: 24 }}>
      <h3 id={`${id}-title`}>{t('listing.images.title')}</h3>
      <p style={{ marginTop: 0 }}>{t('listing.images.altHelp')}</p>
      {errors[''] ? (
        <p role="alert" style={{ color: COLORS.error }}>
          {errors['']}
        </p>
      ) : null}
      <ol style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }} aria-label={t('listing.images.title')}>
        {product.images.map((image, index) => {
          const n = index + 1;
          const inputId = `${id}-alt-${index}`;
          const error = errors[image.url];
          return (
            <li key={image.url} style={{ display: 'flex', alignItems: 'flex-start', gap: 8, flexWrap: 'wrap' }} data-testid="product-image">
              <img src={thumbnailUrl(image, 128)} alt={image.alt} width={64} height={64} loading="lazy" decoding="async" style={{ objectFit: 'cover', borderRadius: 4, backgroundColor: image.color }} />
              <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600 }}>
                  {t('listing.images.alt', { n })}
                </label>
                <Input
                  id={inputId}
                  value={drafts[image.url] ?? image.alt}
                  maxLength={MAX_ALT_LENGTH + 50}
                  status={error ? 'error' : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  onChange={(event) => {
                    const value = event.target.value;
                    setDrafts((current) => ({ ...current, [image.url]: value }));
                    if (error) setErrors(({ [image.url]: _gone, ...rest }) => rest);
                  }}
                  onBlur={() => void saveAlt(image.url, index)}
                  onPressEnter={() => void saveAlt(image.url, index)}
                />
                {error ? (
                  <div id={`${inputId}-error`} role="alert" style={{ color: COLORS.error }}>
                    {error}
                  </div>
                ) : null}
              </div>
              <div style={{ display: 'flex', gap: 8, alignItems: 'center', paddingTop: 22 }}>
                <Button size="small" disabled={busy || index === 0} onClick={() => move(index, -1)} aria-label={t('listing.images.up', { n })}>
                  ↑
                </Button>
                <Button size="small" disabled={busy || index === product.images.length - 1} onClick={() => move(index, 1)} aria-label={t('listing.images.down', { n })}>
                  ↓
                </Button>
                <Button size="small" danger disabled={busy} onClick={() => void write(product.images.filter((_, at) => at !== index))} aria-label={t('listing.images.remove', { n })}>
                  {t('listing.images.removeShort')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {product.images.length < MAX_PRODUCT_IMAGES ? <ImageUpload productId={product.id} alt={product.title} onUploaded={onChanged} /> : null}
    </section>
  );
}
