/**
 * Whether this render may show what only the browser knows (the signed-in user, the cart, the
 * locale cookie): false on the server and while the browser hydrates the server's markup, true
 * from the render after that (and from the first render of a page the browser rendered alone).
 * The server's HTML is the same for every visitor, and hydration must begin from exactly that
 * markup, so personal parts render their guest form first and fill in right after.
 */
import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

export function useHydrated(): boolean {
  // React takes the server snapshot on the server and while hydrating, then renders again with the
  // browser's snapshot when the two differ.
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
