/**
 * What the admin sends to edit a product's options and variant grid, and to move a variant's stock.
 * The grid is judged by the shared rule (domain/variants `variantProblems`), one message per place,
 * in the caller's language, like every other form of the shop.
 */
import { z } from 'zod';
import { MAX_OPTION_VALUES, MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS, variantProblems, type VariantProblem } from 'shared-contracts/domain/variants';
import { max, maxNumber, minNumber, positiveNumber, required } from 'shared-contracts/validation/rules';
import { translate } from 'shared-contracts/validation/translate';
import { withRules } from 'shared-contracts/validation/zod';
import { MAX_PRODUCT_IMAGES, MAX_PRODUCT_PRICE, MAX_PRODUCT_STOCK, skuRules } from './admin';
import { idSchema, requiredText, text } from './common';
import { optionTranslationsSchema } from './translations';

export const MAX_OPTION_NAME_LENGTH = 40;
export const MAX_OPTION_VALUE_LENGTH = 40;

export const variantOptionInputSchema = z.object({
  name: requiredText(MAX_OPTION_NAME_LENGTH),
  values: z.array(requiredText(MAX_OPTION_VALUE_LENGTH)).max(MAX_OPTION_VALUES),
  /** The name and values in Spanish and French, each value's keyed by its English text; blanks are dropped. */
  translations: optionTranslationsSchema.optional(),
});

export const variantInputSchema = z.object({
  /** An existing variant's id; absent: a new variant. */
  id: idSchema.optional(),
  sku: text(...skuRules)
    .nullish()
    .transform((value) => value || null),
  options: z.array(z.object({ name: text(max(MAX_OPTION_NAME_LENGTH)), value: text(max(MAX_OPTION_VALUE_LENGTH)) })).max(MAX_PRODUCT_OPTIONS),
  price: withRules(z.number().int(), required, positiveNumber, maxNumber(MAX_PRODUCT_PRICE)),
  mrp: withRules(z.number().int(), positiveNumber, maxNumber(MAX_PRODUCT_PRICE))
    .nullish()
    .transform((value) => value ?? null),
  /**
   * A new variant's first stock. An existing variant's is not written by the grid (buyers move it
   * all the time): it changes by adjustments (`variantStockAdjustmentSchema`), as a product's does.
   */
  stock: withRules(z.number().int(), minNumber(0), maxNumber(MAX_PRODUCT_STOCK)).optional(),
  /** URLs among the product's images, first = the variant's main image. */
  images: z.array(text(max(500))).max(MAX_PRODUCT_IMAGES).default([]),
});
export type VariantInput = z.input<typeof variantInputSchema>;

/** Where each problem of the grid is said, and in which words (the shared validation messages). */
function problemIssue(problem: VariantProblem, input: { price: number; mrp: number | null }[]): { path: (string | number)[]; message: string } {
  const at = (...rest: (string | number)[]) => ('index' in problem && problem.index !== undefined ? [problem.field, problem.index, ...rest] : [problem.field]);
  switch (problem.problem) {
    case 'too_many':
      // as the product form says too many images: the shared 'max' message with the limit
      return { path: at(), message: translate('max', { n: problem.field === 'options' ? MAX_PRODUCT_OPTIONS : MAX_PRODUCT_VARIANTS }) };
    case 'too_many_values':
      return { path: at('values'), message: translate('max', { n: MAX_OPTION_VALUES }) };
    case 'duplicate_name':
      return { path: at('name'), message: translate('alreadyExists') };
    case 'duplicate_value':
      return { path: at('values'), message: translate('alreadyExists') };
    case 'duplicate_combination':
      return { path: at('options'), message: translate('alreadyExists') };
    case 'duplicate_sku':
      return { path: at('sku'), message: translate('alreadyExists') };
    case 'mrp_below_price': {
      const variant = input[(problem as { index: number }).index]!;
      return { path: at('mrp'), message: String(minNumber(variant.price)(variant.mrp)) };
    }
    case 'no_values':
      return { path: at('values'), message: translate('required') };
    case 'wrong_options':
      // the grid names each variant by one value of every option, in order; anything else is a value missing
      return { path: at('options'), message: translate('required') };
    case 'unexpected':
      return { path: ['options'], message: translate('required') };
    case 'missing':
    case 'blank':
      return { path: at(), message: translate('required') };
  }
}

/**
 * Saving the options and the variant grid, from the product `version` the form was opened at (an
 * older one: 409 `datastale`, as a product save). Variants not named any more are deleted; an
 * empty grid with no options makes the product a plain one again, sold by its own price and stock.
 */
export const variantGridInputSchema = z
  .object({
    version: withRules(z.number().int(), required, positiveNumber),
    options: z.array(variantOptionInputSchema).max(MAX_PRODUCT_OPTIONS),
    variants: z.array(variantInputSchema).max(MAX_PRODUCT_VARIANTS),
  })
  .superRefine((grid, ctx) => {
    for (const problem of variantProblems(grid.options, grid.variants)) {
      const { path, message } = problemIssue(problem, grid.variants);
      ctx.addIssue({ code: 'custom', path, message, input: grid });
    }
  });
export type VariantGridInput = z.input<typeof variantGridInputSchema>;

/** +n / -n on one variant's stock, with the reason for the audit log; never below 0. */
export const variantStockParamsSchema = z.object({ id: idSchema, variantId: idSchema });
