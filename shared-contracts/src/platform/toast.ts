/**
 * Toasts. Text is text: `notify` shows what it is given as plain text (a product title, a
 * customer's name, an API message), so data can never become markup. Markup (spec §9: "HTML
 * allowed") comes only from the app's own message catalogue, through `notifyMarkup`: the message
 * is translated with every interpolated value escaped, then sanitized down to a few inline tags.
 *
 * Shared as a singleton: a remote's toast shows in the host's one container (ui/Toasts, with the
 * spec's settings), which ui/ShopProviders mounts on the first toast; react-toastify queues a toast
 * until its container is mounted. Only a page that shows toasts loads this module (and the
 * sanitizer with it).
 */
import { createElement } from 'react';
import DOMPurify from 'dompurify';
import { toast } from 'react-toastify';
import { publish } from 'shared-contracts/platform/events';
import { i18n } from 'shared-contracts/platform/i18n';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** Shows `text` as a toast, as plain text: '<b>' in it reads '<b>', '&' reads '&'. */
export function notify(text: string, kind: ToastKind = 'info'): void {
  publish('ui:toast-requested', {});
  toast[kind](createElement('span', null, text));
}

/**
 * Shows the catalogue message `key` ('host:sample.toast.htmlMessage'), whose own text may carry
 * the inline tags of `sanitizeHtml`; `values` are interpolated as escaped text.
 */
export function notifyMarkup(key: string, values: Record<string, string | number> = {}, kind: ToastKind = 'info'): void {
  const content = createElement('span', { dangerouslySetInnerHTML: { __html: catalogueMarkup(key, values) } });
  publish('ui:toast-requested', {});
  toast[kind](content);
}

/** A toast that stays until acted on or closed, with one action button (e.g. "Reload" after a
 *  deploy); `id` keeps it from showing twice. Text only, like `notify`. */
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

/**
 * The catalogue message `key` as sanitized markup: interpolated values escaped (the shop's i18n
 * leaves values raw because React escapes the text it renders; markup is not rendered as text).
 */
export function catalogueMarkup(key: string, values: Record<string, string | number> = {}): string {
  return sanitizeHtml(i18n.t(key, { ...values, interpolation: { escapeValue: true } }));
}

/** The tags a catalogue message may use: emphasis and line breaks, no attributes, nothing else. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'br'];

/** Markup reduced to ALLOWED_TAGS without attributes; other elements keep their text, scripts and styles go. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
