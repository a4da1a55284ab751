/** Telling apart the database refusals an admin can act on (a taken slug) from real failures. */

/** The SQLSTATE of a database error, looking through the wrappers the drivers put around it. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

/** serialization_failure and deadlock_detected: the database's way of saying "try again" (db/transaction.ts). */
const CONFLICT_STATES = new Set(['40001', '40P01']);

/** Whether the database refused `error`'s statement only because of a concurrent transaction. */
export function isTransactionConflict(error: unknown): boolean {
  return CONFLICT_STATES.has(databaseErrorCode(error) ?? '');
}
