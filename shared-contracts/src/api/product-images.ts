/**
 * A product's images as an admin arranges them (issue 15 item 5): their order, which of them stay,
 * and each one's alt text, in one request. New images come through the storage API
 * (shared-contracts/api/storage), which appends each upload with its alt text; this route edits
 * the list they make. It lives outside the shared route table (api/routes.ts ships in every page's
 * first load; only the admin edits images): the API mounts it from here
 * (api/src/modules/admin-products.ts), the product form calls it from here.
 */
import { z } from 'zod';
import { distinct, max, positiveNumber, required, type Rule } from 'shared-contracts/validation/rules';
import { withRules } from 'shared-contracts/validation/zod';
import { MAX_PRODUCT_IMAGES } from './admin';
import { productSchema } from './catalogue';
import { idParamsSchema, text } from './common';
import { defineRoute } from './define';

export const MAX_ALT_LENGTH = 200;

/**
 * An image's alt text: what a shopper who cannot see the photo is told it shows, on the product
 * page, in the cart and in the admin's lists. Required: a blank one tells nothing.
 */
export const altTextRules: Rule[] = [required, max(MAX_ALT_LENGTH)];

/** The images' URLs all differ: one photo twice is 'Already exists.' on the list. */
const distinctUrls: Rule = (images) => (Array.isArray(images) ? distinct(images.map((image) => (image as { url?: unknown } | null)?.url)) : true);

/**
 * The product's images in their new order, each with its alt text, and the `version` the form holds:
 * an image left out is removed (its file too, when it was uploaded for this product), one the
 * product does not have is refused ('Invalid Url.' on its `url`), an older version is a 409
 * `datastale` with the product as it is now, as for a product's other fields.
 */
export const productImagesUpdateSchema = z.object({
  images: withRules(z.array(z.object({ url: text(required, max(500)), alt: text(...altTextRules) })).max(MAX_PRODUCT_IMAGES), distinctUrls),
  version: withRules(z.number().int(), required, positiveNumber),
});
export type ProductImagesUpdate = z.input<typeof productImagesUpdateSchema>;

export const productImagesRoutes = {
  adminSetProductImages: defineRoute({
    method: 'PUT',
    path: '/admin/products/:id/images',
    access: 'admin',
    permission: 'catalogue',
    params: idParamsSchema,
    body: productImagesUpdateSchema,
    response: productSchema,
    summary: "Reorder, remove and describe a product's images (alt texts)",
  }),
};
