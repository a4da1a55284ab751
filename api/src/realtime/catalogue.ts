/**
 * Catalogue change notifications: the database announces every statement that changes products or
 * categories on CATALOGUE_CHANGES_CHANNEL (triggers, api/drizzle/0003_catalogue_changes.sql), so
 * every change is heard, whichever API instance or code path made it (admin saves, stock moved by
 * orders, imports). The page server drops its cached server-rendered HTML on each (host/server/serve.ts).
 */
import type { Database } from '../db/database';

export const CATALOGUE_CHANGES_CHANNEL = 'shop_catalogue_changes';

export interface CatalogueChange {
  /** The table a statement changed. */
  table: 'products' | 'categories';
}

/**
 * Calls `listener` on every catalogue change until the returned function is called, and once with
 * `null` after changes may have gone unheard (the listening connection dropped and is back): then
 * anything kept from the catalogue must go, as on a change.
 */
export function subscribeCatalogueChanges(database: Database, listener: (change: CatalogueChange | null) => void): Promise<() => Promise<void>> {
  return database.listen(
    CATALOGUE_CHANGES_CHANNEL,
    (payload) => listener(payload as CatalogueChange),
    () => listener(null),
  );
}
