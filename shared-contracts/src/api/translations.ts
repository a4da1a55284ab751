/**
 * Catalogue translations on the wire (domain/translations.ts): what the admin's forms send and
 * read, judged by the same rules as the English fields they translate. Every field is optional;
 * a blank one is dropped by the server (shown in English). It ships in every page (api/admin.ts is
 * in routes.ts), so it takes only types from domain/translations.
 */
import { z } from 'zod';
import { multilineText, text } from 'shared-contracts/api/common';
import { max } from 'shared-contracts/validation/rules';
import type { CategoryTranslations, ProductTranslations } from 'shared-contracts/domain/translations';
import type { OptionTranslations } from 'shared-contracts/domain/variants';

/** The longest translated title or name, and description (as the English fields allow). */
export const MAX_TRANSLATED_NAME = 120;
export const MAX_TRANSLATED_DESCRIPTION = 5000;

const name = text(max(MAX_TRANSLATED_NAME)).optional();
const description = multilineText(max(MAX_TRANSLATED_DESCRIPTION)).optional();

const productFields = z.object({ title: name, description });
const categoryFields = z.object({ name, description });

export const productTranslationsSchema = z.object({ es: productFields.optional(), fr: productFields.optional() }) satisfies z.ZodType<ProductTranslations>;
export const categoryTranslationsSchema = z.object({ es: categoryFields.optional(), fr: categoryFields.optional() }) satisfies z.ZodType<CategoryTranslations>;

/** The longest translated option name or value (as the English ones allow: api/variants.ts). */
export const MAX_TRANSLATED_OPTION = 40;

/** An option's name and its values, each value's translation keyed by its English text. */
const optionFields = z.object({ name: text(max(MAX_TRANSLATED_OPTION)).optional(), values: z.record(z.string(), text(max(MAX_TRANSLATED_OPTION))).optional() });
export const optionTranslationsSchema = z.object({ es: optionFields.optional(), fr: optionFields.optional() }) satisfies z.ZodType<OptionTranslations>;
