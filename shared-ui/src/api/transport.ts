import {
  ApiErrorBody,
  errorLines,
  REQUEST_TIMEOUT_MS,
  transportMessages,
  type CallOptions,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type PortalApi,
  type PortalUi,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { startDeadline, type Deadline } from './deadline';
import { PortalRequestError } from './request-error';
import { requestUrl, type Query } from './request-url';

export interface ApiTransportOptions {
  /** Where the API lives, from the environment file (`apiBase`). */
  apiBase: string;
  /** "All calls ... time out after 360000 ms" (spec 000 §7). */
  timeoutMs?: number;
  /** The fetch to use; the browser's by default (tests pass a fake). */
  fetch?: typeof fetch;
  /** "Every successful request re-arms the timer": the host touches the session here. */
  onActivity(): void;
  /** A 401 ended the session: the host clears it, tells the borrower and goes to Login. */
  onUnauthorized(): void;
  /** Shows the blocker for calls made with `block`; without it `block` has nothing to show. */
  ui?: Pick<PortalUi, 'block'>;
}

interface CallInput {
  params?: Record<string, unknown>;
  query?: Query;
  body?: unknown;
}

/** What the response carried: JSON (undefined when empty), or null when it was not JSON at all. */
type Payload = { json: unknown } | null;

/**
 * The portal's one way to the API (`PortalApi`): it builds the address from the endpoint table, sends the
 * cookies, enforces the timeout, checks the answer against the contract and turns every failure into a
 * `PortalRequestError` worded as spec 000 §8 says.
 */
export function createApiTransport({
  apiBase,
  timeoutMs = REQUEST_TIMEOUT_MS,
  fetch: send = (url, init) => globalThis.fetch(url, init),
  onActivity,
  onUnauthorized,
  ui,
}: ApiTransportOptions): PortalApi {
  // Calls in flight when the session ends all answer 401; the session ends once, not once per call.
  // Any later success means someone is signed in again, and the next 401 counts anew.
  let sessionEndReported = false;

  async function exchange(endpoint: Endpoint, { params, query, body }: CallInput, options: CallOptions): Promise<unknown> {
    // A missing path parameter is a mistake in the calling code, not a failed request: it throws as it is.
    const url = requestUrl(apiBase, endpoint, params, query);
    const hasBody = body !== undefined && endpoint.method !== 'GET';
    const init: RequestInit = {
      method: endpoint.method,
      // "All calls send cookies" (spec 000 §7): the session is an httpOnly cookie on the API's origin.
      credentials: 'include',
      headers: hasBody ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
      body: hasBody ? JSON.stringify(body) : undefined,
    };
    const deadline = startDeadline(timeoutMs, options.signal);
    try {
      const response = await send(url, { ...init, signal: deadline.signal });
      const payload = await readPayload(response);
      if (!response.ok) throw refusal(response.status, payload, options);
      return accepted(endpoint, response.status, payload, options);
    } catch (error) {
      throw error instanceof PortalRequestError ? error : unanswered(deadline, error);
    } finally {
      deadline.dispose();
    }
  }

  function refusal(status: number, payload: Payload, options: CallOptions): PortalRequestError {
    const parsed = v.safeParse(ApiErrorBody, payload?.json);
    const body = parsed.success ? parsed.output : null;
    if (status === 401 && !options.quiet) {
      if (!sessionEndReported) {
        sessionEndReported = true;
        onUnauthorized();
      }
      return new PortalRequestError(transportMessages.sessionEnded, { reason: 'unauthorized', status, body });
    }
    const message = body?.message || transportMessages.generic;
    return new PortalRequestError(message, { reason: 'server', status, body, lines: body ? errorLines(body.errors) : [] });
  }

  function accepted(endpoint: Endpoint, status: number, payload: Payload, options: CallOptions): unknown {
    const parsed = v.safeParse(endpoint.response, payload?.json);
    if (!payload || !parsed.success) {
      throw new PortalRequestError(transportMessages.generic, { reason: 'invalid-response', status, cause: parsed.issues });
    }
    sessionEndReported = false;
    if (!options.quiet) onActivity();
    return parsed.output;
  }

  return {
    async call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointResponse<E>> {
      const release = options.block && ui ? ui.block(options.block === true ? undefined : options.block) : undefined;
      try {
        return (await exchange(endpoint, input as CallInput, options)) as EndpointResponse<E>;
      } finally {
        release?.();
      }
    },
  };
}

async function readPayload(response: Response): Promise<Payload> {
  const text = await response.text();
  if (text.trim() === '') return { json: undefined };
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/** No answer arrived (or it broke off): the deadline tells a timeout from the caller giving up. */
function unanswered(deadline: Deadline, cause: unknown): PortalRequestError {
  if (deadline.timedOut()) return new PortalRequestError(transportMessages.timedOut, { reason: 'timeout', status: 0, cause });
  if (deadline.signal.aborted) return new PortalRequestError(transportMessages.timedOut, { reason: 'aborted', status: 0, cause });
  return new PortalRequestError(transportMessages.noResponse, { reason: 'network', status: 0, cause });
}
