/**
 * Toasts: HTML is allowed in a message but is always sanitized first. Shared as a singleton: a
 * remote's toast shows in the host's one container (ui/Toasts, with the spec's settings), which
 * ui/ShopProviders mounts on the first toast; react-toastify queues a toast until its container
 * is mounted. Only a page that shows toasts loads this module (and the sanitizer with it).
 */
import { createElement } from 'react';
import DOMPurify from 'dompurify';
import { toast } from 'react-toastify';
import { publish } from 'shared-contracts/platform/events';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** Shows `html` (sanitized) as a toast. */
export function notify(html: string, kind: ToastKind = 'info'): void {
  const content = createElement('span', { dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } });
  publish('ui:toast-requested', {});
  toast[kind](content);
}

/** A toast that stays until acted on or closed, with one action button (e.g. "Reload" after a
 *  deploy); `id` keeps it from showing twice. */
export function notifyWithAction(id: string, text: string, actionLabel: string, onAction: () => void): void {
  publish('ui:toast-requested', {});
  toast.info(
    createElement(
      'span',
      null,
      `${text} `,
      createElement('button', { type: 'button', className: 'toast-action', onClick: onAction }, actionLabel),
    ),
    { autoClose: false, closeOnClick: false, toastId: id },
  );
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
