/** What a bulk action came to: how many products it failed for, and the last error. */
export type BulkOutcome = { failed: number; lastError: unknown };

/** Runs `action` for each product, one after another; a failure does not stop the others. */
export async function eachProduct(ids: string[], action: (id: string) => Promise<unknown>): Promise<BulkOutcome> {
  let failed = 0;
  let lastError: unknown;
  for (const id of ids) {
    try {
      await action(id);
    } catch (error) {
      failed += 1;
      lastError = error;
    }
  }
  return { failed, lastError };
}
