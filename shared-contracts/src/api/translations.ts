/**
 * Catalogue translations on the wire (domain/translations.ts): what the admin's forms send and
 * read, judged by the same rules as the English fields they translate. Every field is optional;
 * a blank one is dropped by the server (shown in English).
 */
import { z } from 'zod';
import { multilineText, text } from 'shared-contracts/api/common';
import { max } from 'shared-contracts/validation/rules';
import { MAX_TRANSLATED_DESCRIPTION, MAX_TRANSLATED_NAME, type CategoryTranslations, type ProductTranslations } from 'shared-contracts/domain/translations';

const name = text(max(MAX_TRANSLATED_NAME)).optional();
const description = multilineText(max(MAX_TRANSLATED_DESCRIPTION)).optional();

const productFields = z.object({ title: name, description });
const categoryFields = z.object({ name, description });

export const productTranslationsSchema = z.object({ es: productFields.optional(), fr: productFields.optional() }) satisfies z.ZodType<ProductTranslations>;
export const categoryTranslationsSchema = z.object({ es: categoryFields.optional(), fr: categoryFields.optional() }) satisfies z.ZodType<CategoryTranslations>;
