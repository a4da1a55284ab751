/**
 * The product-image port: where uploaded images and their sized variants live. The default keeps
 * them in a local folder served by the API with long cache headers; another adapter (object
 * storage) would implement the same two calls.
 */
export interface StoredImage {
  /** URL of the full-size image. */
  url: string;
  variants: { width: number; url: string }[];
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: number;
}

export interface ImageStore {
  save(input: { productId: string; data: Buffer; contentType: string }): Promise<StoredImage>;
  remove(url: string): Promise<void>;
}
