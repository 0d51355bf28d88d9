import {
  ApiErrorBody,
  errorLines,
  REQUEST_PROOF_HEADERS,
  REQUEST_TIMEOUT_MS,
  transportMessages,
  type CallOptions,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type PortalApi,
  type PortalUi,
  type UploadEndpoint,
  type UploadInput,
  type UploadOptions,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { startDeadline } from './deadline';
import { PortalRequestError } from './request-error';
import { requestUrl, type Query } from './request-url';
import { formDataOf, sendForm, type WireAnswer } from './send-form';

export interface ApiTransportOptions {
  /** Where the API lives, from the environment file (`apiBase`). */
  apiBase: string;
  /** "All calls ... time out after 360000 ms" (spec 000 §7). */
  timeoutMs?: number;
  /** The fetch to use; the browser's by default (tests pass a fake). */
  fetch?: typeof fetch;
  /** The XMLHttpRequest uploads use; the browser's by default (tests pass a fake). */
  XMLHttpRequest?: typeof XMLHttpRequest;
  /** "Every successful request re-arms the timer": the host touches the session here. */
  onActivity(): void;
  /** A 401 ended the session: the host clears it, tells the borrower and goes to Login. */
  onUnauthorized(): void;
  /** Shows the blocker for calls made with `block`; without it `block` has nothing to show. */
  ui?: Pick<PortalUi, 'block'>;
  /** How many calls and uploads are on their way, each time that changes (the host waits for none before prefetching). */
  onCallsInFlight?(count: number): void;
}

interface CallInput {
  params?: Record<string, unknown>;
  query?: Query;
  body?: unknown;
}

/**
 * Every request asks for JSON and carries the portal's request proof (`X-Portal-Request: 1`, the contract's
 * api/request-proof.ts): the API refuses a request that may change something without it. Reads carry it too, so
 * no call has to know which ones need it.
 */
const baseHeaders = { Accept: 'application/json', ...REQUEST_PROOF_HEADERS };

/**
 * The portal's one way to the API (`PortalApi`): it builds the address from the endpoint table, sends the
 * cookies, enforces the timeout, checks the answer against the contract and turns every failure into a
 * `PortalRequestError` worded as spec 000 §8 says. Calls go by fetch, uploads by XMLHttpRequest (for their
 * progress); from the answer on, both are read by the same code.
 */
export function createApiTransport({
  apiBase,
  timeoutMs = REQUEST_TIMEOUT_MS,
  fetch: send = (url, init) => globalThis.fetch(url, init),
  XMLHttpRequest: Xhr,
  onActivity,
  onUnauthorized,
  ui,
  onCallsInFlight,
}: ApiTransportOptions): PortalApi {
  // Calls and uploads in flight when the session ends all answer 401; the session ends once, not once per
  // request. Any later success means someone is signed in again, and the next 401 counts anew.
  let sessionEndReported = false;
  let inFlight = 0;
  const countInFlight = (change: 1 | -1) => {
    inFlight += change;
    onCallsInFlight?.(inFlight);
  };

  /** One request, however it travels: the address, the deadline, then the answer read as the contract says. */
  async function exchange(
    endpoint: Endpoint,
    { params, query }: CallInput,
    { signal, quiet = false }: { signal?: AbortSignal; quiet?: boolean },
    travel: (url: string, signal: AbortSignal) => Promise<WireAnswer>,
  ): Promise<unknown> {
    // A missing path parameter is a mistake in the calling code, not a failed request: it throws as it is.
    const url = requestUrl(apiBase, endpoint, params, query);
    const deadline = startDeadline(timeoutMs, signal);
    countInFlight(1);
    try {
      return interpretAnswer(endpoint, await travel(url, deadline.signal), quiet);
    } catch (error) {
      if (error instanceof PortalRequestError) throw error;
      // No answer arrived (or it broke off): the deadline tells a timeout from the caller giving up.
      if (deadline.timedOut()) throw new PortalRequestError(transportMessages.timedOut, { reason: 'timeout', status: 0, cause: error });
      if (deadline.signal.aborted) throw new PortalRequestError(transportMessages.timedOut, { reason: 'aborted', status: 0, cause: error });
      throw new PortalRequestError(transportMessages.noResponse, { reason: 'network', status: 0, cause: error });
    } finally {
      deadline.dispose();
      countInFlight(-1);
    }
  }

  /** The server's answer as the portal takes it: the checked payload, or the refusal in the spec's words. */
  function interpretAnswer(endpoint: Endpoint, { status, text }: WireAnswer, quiet: boolean): unknown {
    const payload = readJson(text);
    if (status < 200 || status >= 300) {
      const parsed = v.safeParse(ApiErrorBody, payload?.json);
      const body = parsed.success ? parsed.output : null;
      if (status === 401 && !quiet) {
        if (!sessionEndReported) {
          sessionEndReported = true;
          onUnauthorized();
        }
        throw new PortalRequestError(transportMessages.sessionEnded, { reason: 'unauthorized', status, body });
      }
      const lines = body ? errorLines(body.errors) : [];
      throw new PortalRequestError(body?.message || transportMessages.generic, { reason: 'server', status, body, lines });
    }
    const parsed = v.safeParse(endpoint.response, payload?.json);
    if (!payload || !parsed.success) {
      throw new PortalRequestError(transportMessages.generic, { reason: 'invalid-response', status, cause: parsed.issues });
    }
    sessionEndReported = false;
    if (!quiet) onActivity();
    return parsed.output;
  }

  return {
    async call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointResponse<E>> {
      const { body } = input as CallInput;
      const hasBody = body !== undefined && endpoint.method !== 'GET';
      const release = options.block && ui ? ui.block(options.block === true ? undefined : options.block) : undefined;
      try {
        const answer = await exchange(endpoint, input as CallInput, options, async (url, signal) => {
          const response = await send(url, {
            method: endpoint.method,
            // "All calls send cookies" (spec 000 §7): the session is an httpOnly cookie on the API's origin.
            credentials: 'include',
            headers: hasBody ? { ...baseHeaders, 'Content-Type': 'application/json' } : baseHeaders,
            body: hasBody ? JSON.stringify(body) : undefined,
            signal,
          });
          return { status: response.status, text: await response.text() };
        });
        return answer as EndpointResponse<E>;
      } finally {
        release?.();
      }
    },

    async upload<E extends UploadEndpoint>(endpoint: E, input: UploadInput<E>, { onProgress, signal }: UploadOptions = {}): Promise<EndpointResponse<E>> {
      const { body, files } = input as unknown as CallInput & { files: Record<string, File | readonly File[]> };
      const form = formDataOf(body, files);
      const answer = await exchange(endpoint, input as CallInput, { signal }, (url, deadline) =>
        sendForm(Xhr ?? globalThis.XMLHttpRequest, { method: endpoint.method, url, headers: baseHeaders, body: form, signal: deadline, onProgress }),
      );
      return answer as EndpointResponse<E>;
    },
  };
}

/** The answer's JSON (undefined when empty), or null when it was not JSON at all. */
function readJson(text: string): { json: unknown } | null {
  if (text.trim() === '') return { json: undefined };
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}
