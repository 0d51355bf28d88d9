import * as v from 'valibot';
import { publicAccess, signedIn, type EndpointAccess } from './access';
import type { FileFields } from './uploads';
import {
  CheckAccountBody,
  CheckAccountResponse,
  LoginBody,
  MessageResponse,
  SignedInBundle,
  UserIdParams,
} from './api/session';
import { DevOutboxMessage, DevOutboxQuery, HealthResponse } from './api/system';

type Schema = v.GenericSchema;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An endpoint is data: the transport and the API both read it, so no one writes a URL by hand, and its access
 * says who may call it (access.ts), so no handler has to remember to check.
 */
export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  A extends EndpointAccess = EndpointAccess,
> {
  method: HttpMethod;
  /** Path with `{name}` parameters, relative to the API base. `/users/{id}/…` names the signed-in person. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  access: A;
  /**
   * An upload: the request is multipart/form-data, these are its file fields with their rules, and `body`
   * validates the text fields sent beside them. Only signed-in endpoints take files.
   */
  files?: FileFields;
  /** A download: the answer is the file itself, as an attachment (`response` is `FileDownload`). */
  download?: true;
}

export function defineEndpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  const A extends EndpointAccess = EndpointAccess,
  const F extends FileFields | undefined = undefined,
  D extends true | undefined = undefined,
>(
  endpoint: Endpoint<P, Q, B, R, A> & { files?: F; download?: D },
): Endpoint<P, Q, B, R, A> & (F extends FileFields ? { files: F } : unknown) & (D extends true ? { download: true } : unknown) {
  return endpoint as never;
}

type InputOf<S> = S extends Schema ? v.InferInput<S> : never;
type Field<K extends string, S> = S extends Schema ? { [key in K]: InputOf<S> } : { [key in K]?: never };

/** What a caller passes: params, query and body as the endpoint's schemas accept them. */
export type EndpointInput<E> = E extends Endpoint<infer P, infer Q, infer B, Schema> ? Field<'params', P> & Field<'query', Q> & Field<'body', B> : never;
export type EndpointResponse<E> = E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R> ? v.InferOutput<R> : never;

/** The path of a call with its parameters filled in (and encoded). */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Fastify's form of the same path (`{id}` becomes `:id`). */
export function serverRoutePath(endpoint: Pick<Endpoint, 'path'>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, ':$1');
}

/** Spec 000 §7: the calls of the session. */
export const sessionEndpoints = {
  checkAccount: defineEndpoint({ method: 'POST', path: '/check_account', body: CheckAccountBody, response: CheckAccountResponse, access: publicAccess }),
  login: defineEndpoint({ method: 'POST', path: '/login', body: LoginBody, response: SignedInBundle, access: publicAccess }),
  /** "the user; used to log in and to refresh the session" */
  currentUser: defineEndpoint({ method: 'GET', path: '/users/{id}', params: UserIdParams, response: SignedInBundle, access: signedIn() }),
  /** Public: signing out always succeeds, since a session that already ended is as signed out as one ended now. */
  logout: defineEndpoint({ method: 'POST', path: '/logout', response: MessageResponse, access: publicAccess }),
};

/** The API's own calls: its health, and in lower environments the e-mail it would have sent. */
export const systemEndpoints = {
  health: defineEndpoint({ method: 'GET', path: '/health', response: HealthResponse, access: publicAccess }),
  /** Lower environments only: an address's e-mail, newest first, so tests and people can read codes and links. */
  devOutbox: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox',
    query: DevOutboxQuery,
    response: v.array(DevOutboxMessage),
    access: { public: true, lowerEnvironmentsOnly: true },
  }),
};

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return typeof candidate.method === 'string' && typeof candidate.path === 'string' && typeof candidate.response === 'object';
}

/**
 * Every endpoint among a module's exports, in their groups (`sessionEndpoints.login`…): `endpointsIn(contract)`
 * finds all of the contract's, so a check that walks them covers an endpoint the day it is added.
 */
export function endpointsIn(exports: Record<string, unknown>): Endpoint[] {
  const found = new Set<Endpoint>();
  for (const value of Object.values(exports)) {
    if (isEndpoint(value)) found.add(value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const member of Object.values(value)) if (isEndpoint(member)) found.add(member);
    }
  }
  return [...found];
}

/** An endpoint that takes files. */
export type UploadEndpoint = Endpoint & { files: FileFields };

export function isUploadEndpoint(endpoint: Endpoint): endpoint is UploadEndpoint {
  return endpoint.files !== undefined;
}

/** What the portal passes to an upload: the endpoint's inputs, and the files of each file field. */
export type UploadInput<E> = EndpointInput<E> & { files: E extends { files: infer F } ? { [field in keyof F]: File | readonly File[] } : never };
