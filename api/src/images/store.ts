/**
 * The product-image port: where uploaded images and their sized variants live. The default keeps
 * them in the shop's own storage (a local folder every API instance sees, images/objects.ts),
 * served by the API with long cache headers to whoever has the link with its download token;
 * another adapter (object storage) would implement the same calls.
 */
import type { StorageMetadataInput, StorageObject } from 'shared-contracts/api/storage';

export interface StoredImage {
  /** URL of the full-size image: its download link, with the token. */
  url: string;
  /** Its webp and AVIF variants, and its placeholder colour. */
  variants: { width: number; url: string }[];
  avif: { width: number; url: string }[];
  color?: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: number;
}

export interface ImageStore {
  /** Stores an upload for a product under a name of the store's choosing (its content hash). */
  save(input: { productId: string; data: Buffer; contentType: string }): Promise<StoredImage>;
  /** Removes the file a link points to, and what was made from it. */
  remove(url: string): Promise<void>;
  /**
   * Stores an image under `name` (the storage upload), its type judged from the bytes and checked
   * against the uploader's metadata, with its variants (webp and AVIF at the widths it has) and
   * placeholder colour in its metadata (`image`). Refuses with StorageFailure.
   */
  put(name: string, data: Buffer, input: StorageMetadataInput): Promise<StorageObject>;
  /** An object's metadata and download token; null when there is none. */
  get(name: string): Promise<StorageObject | null>;
  /** The metadata of a file stored before objects had any (made once); null when there is no file. */
  adopt(name: string): Promise<StorageObject | null>;
  /**
   * Whether a file (an object or one of its variants) may be served with `token`: 'ok'; 'refused'
   * (no token, or another); 'missing' (no such object).
   */
  downloadAccess(name: string, token: string | null): Promise<'ok' | 'refused' | 'missing'>;
  /** Bytes the store holds, for the quota: a running total, not a walk of the files. */
  usedBytes(): Promise<number>;
}
