import { z } from 'zod';
import { STORE_CREDIT_SOURCES, type StoreCreditEntry } from 'shared-contracts/domain/store-credit';
import { dateTimeSchema, idSchema, nonNegativePaiseSchema, paiseSchema } from './common';

export const storeCreditEntrySchema = z.object({
  /** Positive a grant, negative a spend. */
  amount: paiseSchema,
  source: z.enum(STORE_CREDIT_SOURCES),
  orderId: idSchema.nullable(),
  returnId: idSchema.nullable(),
  createdAt: dateTimeSchema,
}) satisfies z.ZodType<StoreCreditEntry>;

/** The signed-in customer's store credit: the balance to spend at checkout, and its entries, newest first. */
export const storeCreditSchema = z.object({
  balance: nonNegativePaiseSchema,
  entries: z.array(storeCreditEntrySchema),
});
export type StoreCredit = z.infer<typeof storeCreditSchema>;
