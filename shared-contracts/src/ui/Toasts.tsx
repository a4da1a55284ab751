/**
 * The shop's one toast container: auto-close 2000 ms, dark, no progress bar (spec §9), placed at
 * the top centre. Spec §9 had them at the bottom centre, where they covered the buttons a toast
 * answers (the admin's order actions, a dialog's footer, the cart's checkout button on a phone):
 * actions sit low on a page and in dialog footers, so the top edge is the one place a toast can
 * take for every page (issue 14). ui/ShopProviders loads it on the first toast; toasts are shown
 * with platform/toast's `notify`, which sanitizes their HTML.
 */
import { ToastContainer, type ToastContainerProps } from 'react-toastify';

export const TOAST_OPTIONS = {
  autoClose: 2000,
  position: 'top-center',
  theme: 'dark',
  hideProgressBar: true,
} as const satisfies ToastContainerProps;

export default function Toasts() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
