/**
 * The one event bus for what crosses apps. Teams talk through these named events, never through
 * each other's internals. Shared as a Module Federation singleton, so a publish in one app reaches
 * subscribers in every other app on the page.
 */
import type { AnyRole } from 'shared-contracts/domain/staff';
import type { Locale } from 'shared-contracts/i18n/locales';

export interface ShopEvents {
  /** The cart changed (any line added, removed or re-counted), from remote-checkout. */
  'checkout:cart-changed': { itemCount: number };
  /** Someone signed in or out, from the host's identity pages or the identity service. */
  'identity:user-changed': { uid: string | null; role: AnyRole | null };
  /** The language changed, from the host's locale guard or language switch. */
  'i18n:locale-changed': { locale: Locale };
  /** A toast is about to be shown, from platform/toast: the providers mount the toast container
   *  (loaded on first use, so pages that never toast never download it). */
  'ui:toast-requested': Record<string, never>;
}

export type ShopEventName = keyof ShopEvents;
type Handler<K extends ShopEventName> = (detail: ShopEvents[K]) => void;

const handlers = new Map<ShopEventName, Set<Handler<ShopEventName>>>();
const last = new Map<ShopEventName, unknown>();

export function publish<K extends ShopEventName>(name: K, detail: ShopEvents[K]): void {
  last.set(name, detail);
  for (const handler of handlers.get(name) ?? []) handler(detail as ShopEvents[ShopEventName]);
}

/** Subscribes; returns the unsubscribe function. */
export function subscribe<K extends ShopEventName>(name: K, handler: Handler<K>): () => void {
  const set = handlers.get(name) ?? new Set();
  handlers.set(name, set);
  set.add(handler as Handler<ShopEventName>);
  return () => set.delete(handler as Handler<ShopEventName>);
}

/** The most recent detail published under `name`, for late subscribers (a remote loaded later). */
export function lastEvent<K extends ShopEventName>(name: K): ShopEvents[K] | undefined {
  return last.get(name) as ShopEvents[K] | undefined;
}
