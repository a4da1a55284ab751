/** Telling apart the database refusals an admin can act on (a taken slug) from real failures. */

/** The SQLSTATE of a database error, looking through the wrappers the drivers put around it. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
