/**
 * The provider's payment dialog lies over the page, outside the router: the browser's Back while it
 * was open took the router to the page before (the cart) and left the live dialog over it (issue
 * 38). Back now closes the dialog as it goes back, as the dialog's own Close would: nothing is
 * charged, and paying again from the payment page pays the same order (pay.ts).
 *
 * No history entry is pushed for the dialog (Back closing it and staying on the payment page): such
 * an entry outlives a reload or a discarded tab with the dialog open, and Back from the payment page
 * then finds a second payment page instead of the cart.
 */

/** Runs `onBack` once if the browser goes back (or forward) while the dialog is open; returns the stop. */
export function closeOnHistoryMove(onBack: () => void): () => void {
  const moved = () => {
    stop();
    onBack();
  };
  const stop = () => window.removeEventListener('popstate', moved);
  window.addEventListener('popstate', moved);
  return stop;
}
