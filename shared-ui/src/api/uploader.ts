import {
  ApiErrorBody,
  errorLines,
  REQUEST_TIMEOUT_MS,
  transportMessages,
  type Endpoint,
  type EndpointResponse,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { PortalRequestError } from './request-error';
import { requestUrl, type Query } from './request-url';

export interface UploaderOptions {
  /** Where the API lives, from the environment file (`apiBase`). */
  apiBase: string;
  /** As for every call: "All calls ... time out after 360000 ms" (spec 000 §7). */
  timeoutMs?: number;
  /** The XMLHttpRequest to use; the browser's by default (tests pass a fake). */
  XMLHttpRequest?: typeof XMLHttpRequest;
  /** As the JSON transport: a successful upload re-arms the session timer… */
  onActivity?(): void;
  /** …and a 401 ended the session. */
  onUnauthorized?(): void;
}

export interface FileUploadRequest<E extends Endpoint> {
  endpoint: E;
  params?: Record<string, unknown>;
  query?: Query;
  file: File;
  /** The form field carrying the file (`file` unless told). */
  fileField?: string;
  /** Other form fields sent with the file (a document type, a date). */
  fields?: Record<string, string | Blob>;
}

export interface UploadProgress {
  /** Called with the fraction sent, 0 to 1 ("Progress percentage is fraction times 100"). */
  onProgress?(fraction: number): void;
  /** Aborts the upload (the borrower's Cancel). */
  signal?: AbortSignal;
}

export type SendFile = <E extends Endpoint>(request: FileUploadRequest<E>, progress?: UploadProgress) => Promise<EndpointResponse<E>>;

/**
 * Sends a file as multipart/form-data. XMLHttpRequest rather than fetch, because fetch cannot report upload
 * progress. Cookies go with it (`withCredentials`), the answer is checked against the endpoint's response
 * schema, and failures are `PortalRequestError`s worded as the JSON transport words them (spec 000 §8):
 * "The request timed out." on abort or timeout, "There was an error while trying to complete your request."
 * with no response, otherwise the server message.
 */
export function createUploader({ apiBase, timeoutMs = REQUEST_TIMEOUT_MS, XMLHttpRequest: Xhr = globalThis.XMLHttpRequest, onActivity, onUnauthorized }: UploaderOptions): SendFile {
  let sessionEndReported = false;

  return function sendFile<E extends Endpoint>({ endpoint, params, query, file, fileField = 'file', fields = {} }: FileUploadRequest<E>, { onProgress, signal }: UploadProgress = {}) {
    const url = requestUrl(apiBase, endpoint, params, query);
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(fileField, file, file.name);

    return new Promise<EndpointResponse<E>>((resolve, reject) => {
      const xhr = new Xhr();
      const fail = (message: string, reason: PortalRequestError['reason']) => reject(new PortalRequestError(message, { reason, status: 0 }));
      if (signal?.aborted) {
        fail(transportMessages.timedOut, 'aborted');
        return;
      }
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const done = () => signal?.removeEventListener('abort', abort);

      xhr.open(endpoint.method, url);
      xhr.withCredentials = true;
      xhr.timeout = timeoutMs;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
      };
      xhr.ontimeout = () => {
        done();
        fail(transportMessages.timedOut, 'timeout');
      };
      xhr.onabort = () => {
        done();
        fail(transportMessages.timedOut, 'aborted');
      };
      xhr.onerror = () => {
        done();
        fail(transportMessages.noResponse, 'network');
      };
      xhr.onload = () => {
        done();
        const json = readJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          const parsed = v.safeParse(endpoint.response, json?.value);
          if (!json || !parsed.success) {
            reject(new PortalRequestError(transportMessages.generic, { reason: 'invalid-response', status: xhr.status, cause: parsed.issues }));
            return;
          }
          sessionEndReported = false;
          onActivity?.();
          resolve(parsed.output as EndpointResponse<E>);
          return;
        }
        const refusal = v.safeParse(ApiErrorBody, json?.value);
        const errorBody = refusal.success ? refusal.output : null;
        if (xhr.status === 401) {
          if (!sessionEndReported) {
            sessionEndReported = true;
            onUnauthorized?.();
          }
          reject(new PortalRequestError(transportMessages.sessionEnded, { reason: 'unauthorized', status: 401, body: errorBody }));
          return;
        }
        reject(
          new PortalRequestError(errorBody?.message || transportMessages.generic, {
            reason: 'server',
            status: xhr.status,
            body: errorBody,
            lines: errorBody ? errorLines(errorBody.errors) : [],
          }),
        );
      };
      xhr.send(body);
    });
  };
}

/** The answer's JSON (undefined when empty), or null when it was not JSON. */
function readJson(text: string): { value: unknown } | null {
  if (text.trim() === '') return { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}
