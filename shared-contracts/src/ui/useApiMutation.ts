/**
 * Writes through one API route for a component (bulletproof-react's one mutation hook per
 * action): `mutate(input)` calls the route, `busy` while a call is in flight, `retry()` calls
 * again with the last input, `cancel()` aborts what is in flight (AbortSignal; nothing is shown).
 *
 * A refusal is shown once, here, so the component only calls `mutate` and reads the result:
 * 1. the caller's `onError`, for a refusal the page explains itself (a version conflict's dialog,
 *    a message beside the button): returning true means it did, and nothing else is shown;
 * 2. the API's per-field messages (`error.fields`, keyed by path: 'addresses.0.pincode', already in
 *    the caller's language: the client sends Accept-Language) on the antd `form`'s fields, limited
 *    to `fields` (the form's top-level names) when given;
 * 3. anything else as an error toast, in the current language (errors/api-error-message); a form
 *    with an alert line of its own passes `showError` instead, which states every refusal there
 *    (beside the field messages: "Some fields are not valid. ...").
 *
 * Writes are never retried by the client (spec §9): `retry` is the user's choice, not a policy.
 * Code that is not a component (the payment workflow, the cart store, the app token) writes
 * through `runMutation`, the same path without React state, which the hook itself stands on.
 * Every front-end write goes through here (scripts/direct-writes.test.ts finds any that does not).
 */
import { useCallback, useRef, useState } from 'react';
import type { FormInstance } from 'antd/es/form';
import { isApiError } from 'shared-contracts/api/api-error';
import type { ApiRoute, RouteInput, RouteOutput } from 'shared-contracts/api/define';
import { fieldErrorsForForm } from 'shared-contracts/api/form-errors';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { shopApi } from 'shared-contracts/platform/api';

export type MutationOptions = {
  /** The form whose fields take the API's per-field messages. */
  form?: FormInstance;
  /** The form's top-level field names: messages for other paths are shown as a toast instead. */
  fields?: readonly string[];
  /** A refusal the caller shows itself; return true when it did (nothing else is shown then). */
  onError?: (error: unknown) => boolean | void;
  /** The form's own line for the refusal's message, in place of the toast; given every refusal. */
  showError?: (message: string, error: unknown) => void;
};

export type MutationResult<R extends ApiRoute> = { ok: true; data: RouteOutput<R> } | { ok: false; error: unknown; cancelled: boolean };

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends X`: are all of X's fields optional?
type MutationArgs<R extends ApiRoute> = {} extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

export type ApiMutation<R extends ApiRoute> = {
  /** Calls the route; resolves (never rejects) to its answer or to the refusal, already shown. */
  mutate: (...args: MutationArgs<R>) => Promise<MutationResult<R>>;
  /** The same, resolving to the answer and rejecting with the refusal (shown all the same): for
   *  code that takes a throwing action, e.g. a bulk run that counts what failed. */
  mutateAsync: (...args: MutationArgs<R>) => Promise<RouteOutput<R>>;
  /** Calls again with the last input (after a network failure, say). */
  retry: () => Promise<MutationResult<R>>;
  /** Aborts the calls in flight; they resolve as cancelled and nothing is shown. */
  cancel: () => void;
  /** A call is in flight. */
  busy: boolean;
  /** The last call's refusal, until the next call. */
  error: unknown;
};

const isAbort = (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** Shows a refusal nobody else showed: the shared toast, loaded only when there is one to show. */
function toastError(error: unknown): void {
  const text = apiErrorMessage(error);
  void import('shared-contracts/platform/toast').then(({ notify }) => notify(text, 'error'));
}

/** What `runMutation` takes besides the route and input: how to show a refusal, and a signal to cancel. */
export type RunMutationOptions = MutationOptions & {
  /** Aborts the call: it rejects with the abort and nothing is shown. */
  signal?: AbortSignal;
};

/**
 * The one write path without React: calls the route through the page's shop API client (the
 * caller's language, the user's token), resolves to its answer, and rejects with the refusal after
 * showing it as the hook does (`onError`, the form's fields, `showError`, else a toast). A cancelled
 * call shows nothing. For code that is not a component: a workflow whose refusal is its own result
 * passes `onError: () => true` and reads the rejection.
 */
export async function runMutation<R extends ApiRoute>(route: R, ...args: [...MutationArgs<R>, options?: RunMutationOptions]): Promise<RouteOutput<R>> {
  const [input, { signal, ...shown } = {}] = args as unknown as [RouteInput<R> | undefined, RunMutationOptions?];
  try {
    const api = await shopApi();
    signal?.throwIfAborted();
    const call = api.call as (r: R, i: unknown, o?: { signal: AbortSignal }) => Promise<RouteOutput<R>>;
    return await (signal ? call(route, input, { signal }) : call(route, input));
  } catch (caught) {
    if (!(signal?.aborted || isAbort(caught))) show(caught, shown);
    throw caught;
  }
}

export function useApiMutation<R extends ApiRoute>(route: R, options: MutationOptions = {}): ApiMutation<R> {
  const [inFlight, setInFlight] = useState(0);
  const [error, setError] = useState<unknown>(undefined);
  const controllers = useRef(new Set<AbortController>());
  const lastInput = useRef<RouteInput<R> | undefined>(undefined);
  // The latest options, so a `mutate` kept by a child still puts errors on today's form.
  const latest = useRef(options);
  latest.current = options;

  const run = useCallback(
    async (input: RouteInput<R> | undefined): Promise<MutationResult<R>> => {
      lastInput.current = input;
      const controller = new AbortController();
      controllers.current.add(controller);
      setInFlight((n) => n + 1);
      setError(undefined);
      const onError = (caught: unknown) => {
        setError(caught);
        show(caught, latest.current);
        return true;
      };
      try {
        const data = await (runMutation as (r: R, i: unknown, o: RunMutationOptions) => Promise<RouteOutput<R>>)(route, input, { signal: controller.signal, onError });
        return { ok: true, data };
      } catch (caught) {
        return { ok: false, error: caught, cancelled: controller.signal.aborted || isAbort(caught) };
      } finally {
        controllers.current.delete(controller);
        setInFlight((n) => n - 1);
      }
    },
    [route],
  );

  const mutate = useCallback((...[input]: MutationArgs<R>) => run(input), [run]);
  const mutateAsync = useCallback(
    async (...[input]: MutationArgs<R>) => {
      const result = await run(input);
      if (!result.ok) throw result.error;
      return result.data;
    },
    [run],
  );
  const retry = useCallback(() => run(lastInput.current), [run]);
  const cancel = useCallback(() => {
    for (const controller of controllers.current) controller.abort();
  }, []);

  return { mutate, mutateAsync, retry, cancel, busy: inFlight > 0, error };
}

function show(error: unknown, { form, fields, onError, showError }: MutationOptions): void {
  if (onError?.(error) === true) return;
  const onForm = form && isApiError(error) ? fieldErrorsForForm(error.fields, fields) : [];
  if (onForm.length > 0) form!.setFields(onForm as Parameters<FormInstance['setFields']>[0]);
  if (showError) showError(apiErrorMessage(error), error);
  else if (onForm.length === 0) toastError(error);
}
