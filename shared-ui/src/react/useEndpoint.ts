import { useEffect, useEffectEvent, useState } from 'react';
import type { Endpoint, EndpointInput, EndpointResponse } from '@portal/shared-contracts';
// A kit module: the core by name, so that this hook reads the page's one PortalContext.
import { usePortal } from '@portal/shared-ui';

export interface EndpointOptions {
  /** false: do not load (yet), e.g. until the page knows the loan's id. The state is then `idle`. */
  enabled?: boolean;
}

interface Controls {
  /** Load again from scratch (after a failure): the spinner shows meanwhile. Give it to LoadingWrapper's `onRetry`. */
  retry(): void;
  /** Load again while the current answer stays on screen (after the page changed something). */
  reload(): void;
}

/**
 * What a page shows of one endpoint's answer, shaped for `LoadingWrapper` (`loading`, `error`, `onRetry={retry}`),
 * and a discriminated union on `status` so that `data` is there once `loaded`.
 */
export type EndpointState<T> = Controls &
  (
    | { status: 'idle'; loading: false; error: null; data: undefined; reloading: false }
    | { status: 'loading'; loading: true; error: null; data: undefined; reloading: false }
    | { status: 'failed'; loading: false; error: unknown; data: undefined; reloading: false }
    /** `reloading` while `reload()` fetches a newer answer; the one shown stays until it arrives. */
    | { status: 'loaded'; loading: false; error: null; data: T; reloading: boolean }
  );

/** An input's identity by value: the same params and query in another object (or key order) are the same load. */
function keyOf(value: unknown): string {
  return JSON.stringify(value, (_, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

type Settled<T> = { run: string; input: string; ok: true; data: T } | { run: string; input: string; ok: false; error: unknown };

/**
 * Loads an endpoint of the contract through `portal.api.call` when the component mounts, and again whenever the
 * input changes by value; the call in flight is aborted when the input changes or the component unmounts, so a
 * late answer never replaces a newer one.
 *
 *   const loan = useEndpoint(loanEndpoints.detail, { params: { loanId } });
 *   <LoadingWrapper loading={loan.loading} error={loan.error} onRetry={loan.retry}>…{loan.data?.name}</LoadingWrapper>
 */
export function useEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, { enabled = true }: EndpointOptions = {}): EndpointState<EndpointResponse<E>> {
  // The transport is read when loading, not while rendering: a page drawn ahead at build time has none.
  const portal = usePortal();
  const [attempt, setAttempt] = useState({ count: 0, keepShowing: false });
  const [settled, setSettled] = useState<Settled<EndpointResponse<E>> | null>(null);
  const inputKey = `${endpoint.method} ${endpoint.path} ${keyOf(input)}`;
  const run = `${inputKey} #${attempt.count}`;

  // The latest endpoint and input, without making the effect depend on their identity (inputKey stands for them).
  const load = useEffectEvent((signal: AbortSignal) => portal.api.call(endpoint, input, { signal }));

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ run, input: inputKey, ok: true, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ run, input: inputKey, ok: false, error });
      },
    );
    return () => controller.abort();
  }, [enabled, run, inputKey]);

  // Stable, so a page may pass them down or list them as dependencies.
  const [controls] = useState<Controls>(() => ({
    retry: () => setAttempt(({ count }) => ({ count: count + 1, keepShowing: false })),
    reload: () => setAttempt(({ count }) => ({ count: count + 1, keepShowing: true })),
  }));

  if (!enabled) return { ...controls, status: 'idle', loading: false, error: null, data: undefined, reloading: false };
  if (settled?.run === run) {
    return settled.ok
      ? { ...controls, status: 'loaded', loading: false, error: null, data: settled.data, reloading: false }
      : { ...controls, status: 'failed', loading: false, error: settled.error, data: undefined, reloading: false };
  }
  // A reload of the same input keeps the answer on screen until the new one arrives.
  if (attempt.keepShowing && settled?.ok && settled.input === inputKey) {
    return { ...controls, status: 'loaded', loading: false, error: null, data: settled.data, reloading: true };
  }
  return { ...controls, status: 'loading', loading: true, error: null, data: undefined, reloading: false };
}
