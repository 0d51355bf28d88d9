import type { ApiErrorBody } from '@portal/shared-contracts';

/**
 * Why a call failed, for code that must tell the cases apart (the message is for people):
 * - `timeout`: no answer within the request timeout;
 * - `aborted`: the caller gave up (its signal aborted), for example because the page was left;
 * - `network`: no response at all;
 * - `server`: the server refused, with its message;
 * - `unauthorized`: a 401 that ended the session (the host already told the borrower);
 * - `invalid-response`: an answer the contract does not recognise.
 */
export type RequestFailure = 'timeout' | 'aborted' | 'network' | 'server' | 'unauthorized' | 'invalid-response';

export interface PortalRequestErrorDetails {
  reason: RequestFailure;
  /** The HTTP status, or 0 when no response arrived. */
  status: number;
  lines?: string[];
  /** The server's refusal when it had the contract's error shape (its `errors`, `reset_password`, `data`). */
  body?: ApiErrorBody | null;
  cause?: unknown;
}

/** The one error every `portal.api.call` throws, its message already in the words of spec 000 §8. */
export class PortalRequestError extends Error {
  override readonly name = 'PortalRequestError';
  readonly reason: RequestFailure;
  readonly status: number;
  /** The server's field or list errors, one line each, field names in words ("User Email: is taken"). */
  readonly lines: string[];
  readonly body: ApiErrorBody | null;

  constructor(message: string, { reason, status, lines = [], body = null, cause }: PortalRequestErrorDetails) {
    super(message, { cause });
    this.reason = reason;
    this.status = status;
    this.lines = lines;
    this.body = body;
  }
}
