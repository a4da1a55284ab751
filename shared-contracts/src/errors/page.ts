/**
 * How a page tells the host's error page what went wrong: thrown while rendering (e.g. a product
 * page whose slug the API does not know), it is caught by the host's error boundary, which shows
 * the spec's error page with this status (404: "Page not found: {path}"). Any other error thrown by
 * a page is shown as 500.
 */
export class PageError extends Error {
  readonly status: number;

  constructor(status: number, message = `page error ${status}`) {
    super(message);
    this.name = 'PageError';
    this.status = status;
  }
}

/** The error for a page whose subject does not exist. */
export function pageNotFound(): PageError {
  return new PageError(404, 'page not found');
}

/** The status a page error carries (duck-typed: it may come from another app's bundle). */
export function pageErrorStatus(error: unknown): number | undefined {
  if (error instanceof PageError) return error.status;
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'PageError') {
    const { status } = error as { status?: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}
