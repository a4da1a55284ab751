import { ofetch, type FetchResponse } from 'ofetch';
import { ApiError } from './api-error';
import { buildPath, type ApiRoute, type RouteInput, type RouteOutput } from './define';
import { errorCodeForStatus, isApiErrorBody } from './error-codes';
import { createSseParser, type SseMessage } from './sse';

export type ApiClientOptions = {
  /** Where the API is mounted, e.g. '/api' or 'http://localhost:8080/api'. */
  baseURL: string;
  /** The signed-in user's ID token, or nothing when signed out. Asked again before every attempt. */
  getIdToken?: () => Promise<string | null | undefined> | string | null | undefined;
  /** Called when a request that carried a token is refused with 401 (e.g. platform/auth's
   *  `checkSession`, which signs out a disabled account). */
  onUnauthorized?: () => unknown;
  /** The user's language, sent as Accept-Language so the API answers (and validates) in it. */
  getLanguage?: () => string | null | undefined;
  /** Milliseconds before an attempt is abandoned; none by default. */
  timeout?: number;
  /** Extra headers for every attempt: a staff session's proof of its second factor (platform/second-factor). */
  getHeaders?: () => Promise<Record<string, string> | undefined> | Record<string, string> | undefined;
  /** Called with the error code when a call is refused because the session lacks its second factor (403). */
  onSecondFactorNeeded?: (code: 'second_factor_required' | 'second_factor_setup_required') => unknown;
};

export type CallOptions = { signal?: AbortSignal };
export type SubscribeOptions<R extends ApiRoute> = CallOptions & {
  onEvent: (event: RouteOutput<R>) => void;
  /** Sent as Last-Event-ID: the stream starts with what came after it (platform/live.ts). */
  lastEventId?: string;
  /** Every event as received, before `onEvent`: ids, and events the route's schema does not describe. */
  onMessage?: (message: SseMessage) => void;
  /** Bytes arrived (heartbeats too): the stream is held. */
  onActivity?: () => void;
};

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends X`: are all of X's fields optional?
type Args<R extends ApiRoute> = {} extends RouteInput<R> ? [input?: RouteInput<R>, options?: CallOptions] : [input: RouteInput<R>, options?: CallOptions];

export type ApiClient = {
  /** Calls a route of the table; resolves to its response, parsed by the route's schema. Throws ApiError. */
  call<R extends ApiRoute>(route: R, ...args: Args<R>): Promise<RouteOutput<R>>;
  /**
   * Reads a server-sent events route until the stream ends or `signal` aborts. Uses fetch rather
   * than EventSource so the Authorization header is sent. Events that fail the schema (a newer
   * server's new event type) are skipped. Reconnecting is the caller's choice.
   */
  subscribe<R extends ApiRoute>(route: R, input: RouteInput<R>, options: SubscribeOptions<R>): Promise<void>;
};

export function createApiClient({ baseURL, getIdToken, getLanguage, onUnauthorized, timeout, getHeaders, onSecondFactorNeeded }: ApiClientOptions): ApiClient {
  /*
   * No retry options on purpose: ofetch's defaults are spec §9's policy exactly. POST, PUT, PATCH
   * and DELETE get 0 retries; every other method (GET, HEAD, ...) gets 1, on 408, 409, 425, 429,
   * 500, 502, 503 and 504, and on a network failure. client.test.ts proves it against a server.
   */
  const $fetch = ofetch.create({
    baseURL,
    ...(timeout === undefined ? {} : { timeout }),
    async onRequest({ options }) {
      const token = await getIdToken?.();
      if (token) options.headers.set('authorization', `Bearer ${token}`);
      const language = getLanguage?.();
      if (language) options.headers.set('accept-language', language);
      for (const [name, value] of Object.entries((await getHeaders?.()) ?? {})) options.headers.set(name, value);
    },
    onResponseError({ options, response }) {
      if (response.status === 401 && options.headers.has('authorization')) void onUnauthorized?.();
      const code = response.status === 403 ? (response._data as { error?: { code?: unknown } } | undefined)?.error?.code : undefined;
      if (code === 'second_factor_required' || code === 'second_factor_setup_required') void onSecondFactorNeeded?.(code);
    },
  });

  async function send<R extends ApiRoute>(route: R, input: RouteInput<R> | undefined, extra: { signal?: AbortSignal; stream?: boolean; lastEventId?: string }) {
    const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    try {
      return await $fetch.raw(buildPath(route.path, params), {
        method: route.method,
        ...(query === undefined ? {} : { query }),
        ...(body === undefined ? {} : { body: body as BodyInit | Record<string, unknown> }),
        ...(extra.signal ? { signal: extra.signal } : {}),
        ...(extra.stream
          ? { responseType: 'stream' as const, headers: { accept: 'text/event-stream', ...(extra.lastEventId ? { 'last-event-id': extra.lastEventId } : {}) } }
          : {}),
      });
    } catch (error) {
      throw toApiError(error);
    }
  }

  return {
    async call(route, ...[input, options]) {
      const response = await send(route, input, { signal: options?.signal });
      return parseResponse(route, response);
    },

    async subscribe(route, input, { onEvent, onMessage, onActivity, lastEventId, signal }) {
      const response = await send(route, input, { signal, stream: true, lastEventId });
      const stream = response._data as ReadableStream<Uint8Array> | undefined;
      if (!stream) return;
      const reader = stream.getReader();
      const decoder = new TextDecoder();
      const parse = createSseParser();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          onActivity?.();
          for (const message of parse(decoder.decode(value, { stream: true }))) {
            onMessage?.(message);
            const parsed = route.response.safeParse(safeJson(message.data));
            if (parsed.success) onEvent(parsed.data as RouteOutput<typeof route>);
          }
        }
      } catch (error) {
        if (signal?.aborted) return;
        throw new ApiError(0, 'network', 'the event stream broke off', {}, { cause: error });
      } finally {
        reader.releaseLock();
      }
    },
  };
}

function parseResponse<R extends ApiRoute>(route: R, response: FetchResponse<unknown>): RouteOutput<R> {
  // A route named by method and path only (api/light-routes): the answer is taken as the API gave it.
  if (!route.response) return response._data as RouteOutput<R>;
  const parsed = route.response.safeParse(response._data);
  if (parsed.success) return parsed.data as RouteOutput<R>;
  const where = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
  throw new ApiError(response.status, 'invalid_response', `${route.method} ${route.path}: unexpected response (${where})`, {}, {
    cause: parsed.error,
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type FetchFailure = Error & { response?: Response; data?: unknown; cause?: unknown };

/** An ofetch failure as an ApiError; an abort the caller asked for is rethrown as it is. */
export function toApiError(error: unknown): unknown {
  if (!(error instanceof Error)) return new ApiError(0, 'unknown', String(error));
  const failure = error as FetchFailure;
  const response = failure.response;
  if (response) {
    if (isApiErrorBody(failure.data)) {
      const { code, message, fields, details } = failure.data.error;
      return new ApiError(response.status, code, message, fields, { cause: error, details });
    }
    const text = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    return new ApiError(response.status, errorCodeForStatus(response.status), text, {}, { cause: error });
  }
  const cause = failure.cause as { name?: string } | undefined;
  if (cause?.name === 'TimeoutError' || error.name === 'TimeoutError') {
    return new ApiError(0, 'timeout', 'the API did not answer in time', {}, { cause: error });
  }
  if (cause?.name === 'AbortError' || error.name === 'AbortError') return cause ?? error;
  return new ApiError(0, 'network', 'the API could not be reached', {}, { cause: error });
}
