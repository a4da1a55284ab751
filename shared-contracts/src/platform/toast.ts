/**
 * Toasts (spec §9): auto-close 2000 ms, bottom-center, dark, no progress bar. HTML is allowed in a
 * message but is always sanitized first. Shared as a singleton: a remote's toast shows in the
 * host's one container.
 */
import { createElement } from 'react';
import DOMPurify from 'dompurify';
import { toast, type ToastContainerProps } from 'react-toastify';

export const TOAST_OPTIONS = {
  autoClose: 2000,
  position: 'bottom-center',
  theme: 'dark',
  hideProgressBar: true,
} as const satisfies ToastContainerProps;

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** Shows `html` (sanitized) as a toast. */
export function notify(html: string, kind: ToastKind = 'info'): void {
  const content = createElement('span', { dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } });
  toast[kind](content);
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
