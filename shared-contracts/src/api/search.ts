/**
 * The header's search suggestions on the wire: GET /catalogue/suggestions?q= answers a few published
 * products and categories matching the words (typos forgiven, in the request's language: the API's
 * catalogue/search.ts), best first. Kept out of `routes.ts`, which every page's first load carries:
 * only the API reads these schemas; the browser's suggestions (loaded on a first focus of the search
 * field) call the route by method and path (`suggestionsRoute`, checked against this file by
 * search.test.ts) and take the answer as it is, as light-routes.ts explains.
 */
import { z } from 'zod';
import { required, max } from 'shared-contracts/validation/rules';
import { nonNegativePaiseSchema, slugSchema, text } from './common';
import { defineRoute } from './define';

/** At most this many products and categories in one answer. */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;
/** The longest query, as /shop's `q` allows. */
export const MAX_SEARCH_LENGTH = 100;

export const searchSuggestionsQuerySchema = z.object({ q: text(required, max(MAX_SEARCH_LENGTH)) });

export const searchSuggestionsSchema = z.object({
  products: z.array(
    z.object({
      slug: slugSchema,
      title: z.string(),
      /** Paise, GST included. */
      price: nonNegativePaiseSchema,
      /** The product's first image, shown small beside its title; null when it has none. */
      image: z.string().nullable(),
    }),
  ),
  categories: z.array(z.object({ slug: slugSchema, name: z.string() })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

export const searchRoutes = {
  searchSuggestions: defineRoute({
    method: 'GET',
    path: '/catalogue/suggestions',
    access: 'public',
    query: searchSuggestionsQuerySchema,
    response: searchSuggestionsSchema,
    summary: 'Products and categories matching a few typed words',
  }),
};
