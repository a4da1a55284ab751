import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import type { UploadProps } from 'antd/es/upload';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { PRODUCT_IMAGE_METADATA, productImageObjectName, thumbnailUrl } from 'shared-contracts/api/storage';
import type { Product } from 'shared-contracts/domain/catalogue';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { storageErrorMessage, type StorageErrorCode } from 'shared-contracts/errors/storage';
import { shopApi } from 'shared-contracts/platform/api';
import { getDownloadUrl, isStorageError, sha256Base64, uploadObject } from 'shared-contracts/platform/storage';
import { notify } from 'shared-contracts/platform/toast';
import './ImageUpload.messages';
import { shrinkPhoto } from './shrinkPhoto';

type UploadRequestOption = Parameters<NonNullable<UploadProps['customRequest']>>[0];

interface Item {
  key: number;
  name: string;
  percent: number;
  /** preparing: the browser shrinks the photo before sending it. */
  state: 'preparing' | 'uploading' | 'retrying' | 'done' | 'failed';
  /** While waiting to try again: the attempt that failed and the wait in seconds. */
  retry?: { attempt: number; seconds: number };
  /** Failed: the storage code, worded when shown (in the language of the moment); tooBig: the photo is over the limit even shrunk. */
  code?: StorageErrorCode | 'tooBig';
  /** Done: the link built from the download token, and its small variant's for the list. */
  link?: string;
  thumbnail?: string;
}

/** The largest photo the browser takes to shrink (a phone's is 3-12 MB); what it sends is at most MAX_IMAGE_BYTES. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The object's file name: its content's SHA-256 (base64url), so the same photo again is the same object and lands once. */
function fileNameFor(file: File, sha256: string | undefined): string {
  const stem = sha256 ? sha256.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, 22) : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  return `${stem}.${EXTENSIONS[file.type] ?? 'bin'}`;
}

export interface ImageUploadProps {
  productId: string;
  /** The alt text the image starts with. */
  alt: string;
  /** After each upload that landed: the product as the server has it now. */
  onUploaded: (product: Product) => void;
}

/**
 * The product form's image upload through the shop's one storage client (platform/storage): each
 * file is the object products/<id>/<content hash>.<ext> with its product and alt text as custom
 * metadata, shown with its progress, its retries (spec §9) and a Cancel button; a failure is shown
 * as 'message (storage/code)' (spec §8) in the admin's language.
 */
export default function ImageUpload({ productId, alt, onUploaded }: ImageUploadProps) {
  const { t } = useTranslation('admin');
  const [items, setItems] = useState<Item[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const next = useRef(0);

  // uploads still running when the form closes are cancelled
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (key: number, change: Partial<Item>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = async ({ file, onSuccess, onError }: UploadRequestOption) => {
    const blob = file as File;
    const key = (next.current += 1);
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setItems((list) => [...list, { key, name: blob.name, percent: 0, state: 'preparing' }]);
    try {
      // a phone's photo, shrunk to a sensible long edge before it is sent
      const photo = await shrinkPhoto(blob);
      if (controller.signal.aborted) throw new DOMException('cancelled', 'AbortError');
      if (photo.size > MAX_IMAGE_BYTES) {
        update(key, { state: 'failed', code: 'tooBig' });
        notify(t('listing.upload.failed', { name: blob.name, message: t('listing.images.tooBig') }), 'error');
        onError?.(new Error('too big'));
        return;
      }
      update(key, { state: 'uploading' });
      const sha256 = await sha256Base64(photo);
      const name = productImageObjectName(productId, fileNameFor(photo, sha256));
      const stored = await uploadObject(name, photo, {
        contentType: photo.type,
        sha256Hash: sha256,
        customMetadata: { [PRODUCT_IMAGE_METADATA.productId]: productId, [PRODUCT_IMAGE_METADATA.alt]: alt },
        signal: controller.signal,
        onProgress: ({ bytesTransferred, totalBytes }) =>
          update(key, { state: 'uploading', retry: undefined, percent: totalBytes ? Math.min(100, Math.round((bytesTransferred / totalBytes) * 100)) : 0 }),
        onRetry: (attempt, delayMs) => update(key, { state: 'retrying', percent: 0, retry: { attempt, seconds: Math.round(delayMs / 1000) } }),
      });
      // spec §7: the link comes from the object's metadata and download token
      const link = await getDownloadUrl(name, { signal: controller.signal });
      update(key, { state: 'done', percent: 100, link, thumbnail: stored.image ? thumbnailUrl({ url: link, widths: stored.image.widths }, 64) : link });
      onSuccess?.(link);
      try {
        const api = await shopApi();
        onUploaded(await api.call(routes.adminGetProduct, { params: { id: productId } }));
      } catch (error) {
        notify(apiErrorMessage(error), 'error');
      }
    } catch (error) {
      const code: StorageErrorCode = isStorageError(error) ? error.code : 'unknown';
      update(key, { state: 'failed', code });
      notify(t('listing.upload.failed', { name: blob.name, message: storageErrorMessage(code) }), 'error');
      onError?.(error as Error);
    } finally {
      controllers.current.delete(key);
    }
  };

  return (
    <div>
      <Upload
        multiple
        showUploadList={false}
        accept={IMAGE_TYPES.join(',')}
        customRequest={(options) => void start(options)}
        beforeUpload={(file) => {
          if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
            notify(t('listing.images.badType'), 'error');
            return Upload.LIST_IGNORE;
          }
          // larger than the storage takes is fine: the browser shrinks it first
          if (file.size > MAX_SOURCE_BYTES) {
            notify(t('listing.images.tooBig'), 'error');
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
      >
        <Button>{t('listing.images.add')}</Button>
      </Upload>
      {items.length > 0 ? (
        <ul aria-label={t('listing.upload.list')} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'grid', gap: 8 }}>
          {items.map((item) => (
            <li key={item.key} data-testid="image-upload" data-state={item.state}>
              {item.state === 'failed' ? (
                <span role="alert">{t('listing.upload.failed', { name: item.name, message: item.code === 'tooBig' ? t('listing.images.tooBig') : storageErrorMessage(item.code ?? 'unknown') })}</span>
              ) : item.state === 'done' ? (
                <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  {item.thumbnail ? <img src={item.thumbnail} alt="" width={32} height={32} style={{ objectFit: 'cover', borderRadius: 4 }} /> : null}
                  <span role="status">{t('listing.upload.done', { name: item.name })}</span>
                </span>
              ) : (
                <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                  <span role="status" style={{ flex: '1 1 200px' }}>
                    {item.state === 'preparing'
                      ? t('listing.upload.preparing', { name: item.name })
                      : item.state === 'retrying' && item.retry
                        ? t('listing.upload.retrying', { seconds: item.retry.seconds, attempt: item.retry.attempt })
                        : t('listing.upload.uploading', { name: item.name })}
                  </span>
                  <Progress percent={item.percent} size="small" style={{ flex: '1 1 160px', margin: 0 }} aria-label={t('listing.upload.progress', { name: item.name })} />
                  <Button size="small" onClick={() => controllers.current.get(item.key)?.abort()} aria-label={t('listing.upload.cancelOne', { name: item.name })}>
                    {t('listing.upload.cancel')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
