/**
 * Spec §2: fatal or unhandled errors go to the error page. Render errors are caught by the page's
 * error boundary (RouteError.tsx); this module takes the rest: errors thrown in event handlers and
 * timers (window 'error'), promises nobody handled ('unhandledrejection'), React errors outside
 * every boundary (the providers: bootstrap's onUncaughtError) and the start-up itself (index.ts).
 * Each gets an error id: the error page shows it for the user to quote, and the API's log has the
 * error under the same id (report.ts, loaded only when there is something to report).
 *
 * Installed first thing in index.ts, so it carries nothing heavy: no React, no i18n until an error.
 *
 * Expected failures never land here: they are handled where they happen (a refused payment, a
 * field error, an API refusal a page shows), and a few that reach the window are not the shop's
 * faults at all (see `isFatal`).
 */
import { isChunkLoadError, reloadOnce } from '../federation/reloadGuard';

export type FatalKind = 'render' | 'error' | 'rejection' | 'startup';

export interface FatalError {
  /** What the user quotes and the API's log line carries. */
  id: string;
  kind: FatalKind;
  error: unknown;
  /** The page it happened on: the error page shows while the user stays there. */
  pathname: string;
  /** A catalogue key (`errors` namespace) for the description, when the error has one. */
  messageKey?: string;
}

/** A short id a person can read out: 12 hex digits. */
export function newErrorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Catalogue codes an unhandled error may carry whose text says more than "something went wrong". */
const DESCRIBED_CODES = new Set(['database/no-project-id']);

/** The catalogue key of the first error in `error`'s cause chain that has one. */
export function catalogueKey(error: unknown): string | undefined {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    if (typeof current === 'object' && typeof current.code === 'string' && DESCRIBED_CODES.has(current.code)) return current.code;
  }
  return undefined;
}

/**
 * Whether an error that reached the window is the shop's fault, worth the error page. Not:
 * - 'Script error.' with no error object: a script of another origin (an extension, an embed)
 *   threw, and the browser hides what; nor errors whose file is not the shop's (extensions);
 * - the ResizeObserver loop notice: the browser skipped a resize callback round, nothing broke;
 * - an aborted fetch (the user navigated away) and a cancelled upload (`storage/canceled`);
 * - an API refusal (4xx) or no answer at all (status 0: offline): pages show those where they call;
 * - the identity service's network failure (a background token refresh while offline).
 */
export function isFatal(error: unknown, event?: Pick<ErrorEvent, 'message' | 'filename'>): boolean {
  const message = typeof error === 'object' && error !== null ? String((error as { message?: unknown }).message ?? '') : String(error ?? event?.message ?? '');
  if (event) {
    if (!error && /^Script error\.?$/.test(event.message)) return false;
    if (event.filename && !sameOrigin(event.filename)) return false;
  }
  if (/ResizeObserver loop/.test(message || event?.message || '')) return false;
  if (typeof error !== 'object' || error === null) return Boolean(message);
  const { name, code, status } = error as { name?: unknown; code?: unknown; status?: unknown };
  if (name === 'AbortError' || code === 'storage/canceled' || code === 'auth/network-request-failed') return false;
  if (name === 'ApiError' && typeof status === 'number' && status < 500) return false;
  return true;
}

function sameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

let current: FatalError | null = null;
const listeners = new Set<() => void>();

/** The unhandled error the page shows now, if any (for useSyncExternalStore). */
export function currentFatal(): FatalError | null {
  return current;
}

/** Called when an error is to be shown; while nothing listens (before the app, after it broke), the page shows it itself. */
export function subscribeFatal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user left the page that failed: it is no longer shown. */
export function clearFatal() {
  if (!current) return;
  current = null;
  listeners.forEach((listener) => listener());
}

/** Sends the error to the API's log under `fatal.id` (the reporter loads only now). */
export function reportToApi(fatal: Pick<FatalError, 'id' | 'kind' | 'error'>) {
  import(/* webpackChunkName: "error-report" */ './report').then(({ sendReport }) => sendReport(fatal)).catch(() => undefined);
}

/**
 * Shows `error` on the error page and reports it, unless it is expected (`isFatal`); returns the
 * fatal error, or null when it was not one. The first one stays: errors that follow it (often
 * its consequences) are reported, not shown over it.
 */
export function handleUnhandled(
  error: unknown,
  kind: FatalKind,
  event?: Pick<ErrorEvent, 'message' | 'filename'>,
  /** React gave up the whole tree (an error outside every boundary): nothing is left to show it. */
  { appGone = false } = {},
): FatalError | null {
  if (!isFatal(error, event)) return null;
  if (isChunkLoadError(error) && reloadOnce()) return null;
  const fatal: FatalError = { id: newErrorId(), kind, error: error ?? event?.message, pathname: window.location.pathname, messageKey: catalogueKey(error) };
  console.error(`[shop] unhandled error ${fatal.id}`, error);
  reportToApi(fatal);
  if (current && !appGone) return fatal;
  current = fatal;
  if (listeners.size && !appGone) listeners.forEach((listener) => listener());
  else void showStaticErrorPage(fatal);
  return fatal;
}

/** Listens on the window; returns the function that stops listening. */
export function installUnhandledErrors(): () => void {
  const onError = (event: ErrorEvent) => void handleUnhandled(event.error, 'error', event);
  const onRejection = (event: PromiseRejectionEvent) => void handleUnhandled(event.reason, 'rejection');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * The error page without React: the app did not start, or broke outside every boundary. The same
 * markup as ErrorPage.tsx (its classes, the spec's title, the id), in the page's language when the
 * translations have loaded, else in English.
 */
export async function showStaticErrorPage(fatal: FatalError) {
  let t = (key: string, fallback: string) => fallback;
  try {
    const { i18n } = await import('shared-contracts/platform/i18n');
    if (i18n.isInitialized) t = (key, fallback) => (i18n.exists(key) ? i18n.t(key, { id: fatal.id }) : fallback);
  } catch {
    // the translations could not load either: English
  }
  const root = document.getElementById('root') ?? document.body;
  const section = document.createElement('section');
  section.className = 'error-page';
  section.dataset.status = '500';
  section.dataset.errorId = fatal.id;
  section.setAttribute('aria-labelledby', 'error-title');
  const lines: [string, string, string][] = [
    ['p', 'error-page__status', '500'],
    ['h1', '', t('errors:page.serverErrorTitle', 'Internal Server Error')],
    ['p', 'error-page__description', t(fatal.messageKey ? `errors:${fatal.messageKey}` : 'host:error.serverDescription', 'Something went wrong on our side. Please try again in a moment.')],
    ['p', 'error-page__id', t('host:error.id', `Error id: ${fatal.id}`)],
  ];
  for (const [tag, className, text] of lines) {
    const element = document.createElement(tag);
    if (className) element.className = className;
    element.textContent = text;
    section.append(element);
  }
  section.querySelector('h1')!.id = 'error-title';
  const home = document.createElement('a');
  home.href = '/';
  home.textContent = t('host:error.backHome', 'Back to the home page');
  section.append(home);
  root.replaceChildren(section);
  document.title = section.querySelector('h1')!.textContent ?? '';
}
