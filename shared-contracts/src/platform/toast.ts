/**
 * Toasts: HTML is allowed in a message but is always sanitized first. Shared as a singleton: a
 * remote's toast shows in the host's one container, which ui/ShopProviders renders with the
 * spec's settings. Only a page that shows toasts loads this module (and the sanitizer with it).
 */
import { createElement } from 'react';
import DOMPurify from 'dompurify';
import { toast } from 'react-toastify';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** Shows `html` (sanitized) as a toast. */
export function notify(html: string, kind: ToastKind = 'info'): void {
  const content = createElement('span', { dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } });
  toast[kind](content);
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
