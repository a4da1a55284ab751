/**
 * The shop's one toast container (spec §9: auto-close 2000 ms, bottom-center, dark, no progress
 * bar). ui/ShopProviders loads it on the first toast; toasts are shown with platform/toast's
 * `notify`, which sanitizes their HTML.
 */
import { ToastContainer, type ToastContainerProps } from 'react-toastify';

export const TOAST_OPTIONS = {
  autoClose: 2000,
  position: 'bottom-center',
  theme: 'dark',
  hideProgressBar: true,
} as const satisfies ToastContainerProps;

export default function Toasts() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
