/**
 * The provider's payment dialog lies over the page, outside the router: the browser's Back while it
 * is open took the router to the page before (the cart) and left the live dialog over it. While the
 * dialog is open the page holds one history entry of its own (the same URL, the router's state kept
 * in it, so the router sees no other page), and Back only leaves that entry: the dialog is closed and
 * the page stays the payment page. When the dialog ends otherwise (paid, closed by the shopper), the
 * entry is taken back before the page moves on, so Back later goes where it would have.
 */
const HELD = 'shop:payment-dialog';

const isHeld = (state: unknown) => typeof state === 'object' && state !== null && (state as Record<string, unknown>)[HELD] === true;

/**
 * Holds a history entry while a dialog is open; `onBack` runs when the browser leaves it (Back).
 * Returns the release: it takes the entry back (resolving once the browser has) unless Back already did.
 */
export function holdHistoryWhileOpen(onBack: () => void): () => Promise<void> {
  const { history } = window;
  const state: unknown = history.state;
  history.pushState({ ...(typeof state === 'object' && state !== null ? state : {}), [HELD]: true }, '');
  let held = true;
  const onPop = () => {
    if (!held) return;
    held = false;
    window.removeEventListener('popstate', onPop);
    onBack();
  };
  window.addEventListener('popstate', onPop);
  return async () => {
    if (!held) return;
    held = false;
    window.removeEventListener('popstate', onPop);
    if (!isHeld(history.state)) return;
    await new Promise<void>((resolve) => {
      window.addEventListener('popstate', () => resolve(), { once: true });
      history.back();
    });
  };
}
