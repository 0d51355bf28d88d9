import { errorLines, transportMessages, type ApiErrorBody, type Endpoint, type EndpointInput, type EndpointResponse } from '@portal/shared-contracts';
import { PortalRequestError } from '../api/request-error';

/**
 * How the fake API answers one endpoint: the answer itself, an error to throw each time (a `refusal(...)`), or a
 * function of the call's input that returns the answer (at once or as a promise) or throws to refuse.
 */
export type FakeReply<E extends Endpoint> =
  | EndpointResponse<E>
  | Error
  | ((input: EndpointInput<E>) => EndpointResponse<E> | Promise<EndpointResponse<E>>);

/** One endpoint's answer, as `createFakePortal({ answers: [...] })` takes it. Made by `answer()`. */
export interface FakeAnswer {
  readonly endpoint: Endpoint;
  reply(input: unknown): unknown;
}

/**
 * The fake API's answer to an endpoint of the contract, typed by it: `answer(sessionEndpoints.login, bundle)` or
 * `answer(passwordEndpoints.verifyResetCode, ({ body }) => …)`. GET and POST on one path are different endpoints.
 */
export function answer<E extends Endpoint>(endpoint: E, reply: NoInfer<FakeReply<E>>): FakeAnswer {
  return {
    endpoint,
    reply: (input) => {
      if (reply instanceof Error) throw reply;
      return typeof reply === 'function' ? (reply as (input: unknown) => unknown)(input) : reply;
    },
  };
}

type RefusalDetails = Omit<ApiErrorBody, 'message'> & { status?: number };

/**
 * The server's refusal as the transport reports it: status 400 unless told, the message, the body (field errors,
 * `reset_password`, `data`…) and the lines the generic handler lists ("User Email: is taken").
 */
export function refusal(message: string, { status = 400, ...body }: RefusalDetails = {}): PortalRequestError {
  return new PortalRequestError(message, { reason: 'server', status, body: { message, ...body }, lines: errorLines(body.errors) });
}

/** A failure the server owns (status 500 or above), worded as the transport words one without a message. */
export function serverFailure(status = 500): PortalRequestError {
  return new PortalRequestError(transportMessages.generic, { reason: 'server', status });
}

/** No answer at all: the request timed out, or the connection failed, in the transport's words. */
export function noResponse(reason: 'timeout' | 'network' = 'network'): PortalRequestError {
  return new PortalRequestError(reason === 'timeout' ? transportMessages.timedOut : transportMessages.noResponse, { reason, status: 0 });
}
