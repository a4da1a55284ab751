/**
 * Admin: the categories' texts, English with its Spanish and French beside it (issue 15 item 2).
 * Kept out of api/routes.ts, which ships in every page's first load: only the admin and the API
 * import these (as settings and storage routes are).
 */
import { z } from 'zod';
import { idSchema, multilineText, requiredText } from 'shared-contracts/api/common';
import { max } from 'shared-contracts/validation/rules';
import { categorySchema } from './catalogue';
import { defineRoute, type ApiRoute } from './define';
import { categoryTranslationsSchema } from './translations';

export const MAX_CATEGORY_NAME = 80;
export const MAX_CATEGORY_DESCRIPTION = 1000;

/** A category as admins see it: the English texts and every translation. */
export const adminCategorySchema = categorySchema.omit({ untranslated: true }).extend({ translations: categoryTranslationsSchema });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const categoryUpdateSchema = z.object({
  name: requiredText(MAX_CATEGORY_NAME),
  description: multilineText(max(MAX_CATEGORY_DESCRIPTION)).optional().default(''),
  translations: categoryTranslationsSchema.optional().default({}),
});
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

export const categoryRoutes = {
  adminListCategories: defineRoute({
    method: 'GET',
    path: '/admin/categories',
    access: 'admin',
    permission: ['catalogue', 'stock'],
    response: z.object({ items: z.array(adminCategorySchema) }),
    summary: 'Every category with its translations',
  }),
  adminUpdateCategory: defineRoute({
    method: 'PUT',
    path: '/admin/categories/:id',
    access: 'admin',
    permission: 'catalogue',
    params: z.object({ id: idSchema }),
    body: categoryUpdateSchema,
    response: adminCategorySchema,
    summary: "Change a category's name and description, in every language",
  }),
} satisfies Record<string, ApiRoute>;
