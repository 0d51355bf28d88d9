import { isSignedInAccess, isUploadEndpoint, serverRoutePath, type Endpoint, type EndpointAccess, type UploadEndpoint } from '@portal/shared-contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import type { AccountActor, Actor } from '../access/actor';
import type { StoredFileRow } from '../files/receive-files';
import { sendFile, type FileAnswer } from '../files/send-file';
import { httpMessages } from './messages';
import { fieldErrorsOf, Refusal, refuseFields, type FieldErrors } from './refusal';

type Schema = v.GenericSchema;
type OutputOf<S> = S extends Schema ? v.InferOutput<S> : undefined;

/**
 * Who the handler serves, as the endpoint's access guarantees: nobody in particular on a public endpoint; the
 * signed-in person on a signed-in one; and on one that names permissions, a person whose session operates on
 * an account, so `actor.accountId` is the account every read and write goes through.
 */
export type ActorOf<A extends EndpointAccess> = A extends { signedIn: true }
  ? A extends { permissions: readonly [unknown, ...unknown[]] }
    ? AccountActor
    : Actor
  : null;

/** An upload's files, stored and recorded, by file field. */
type FilesOf<E> = E extends { files: infer F } ? { files: { [field in keyof F]: StoredFileRow[] } } : unknown;

/** The request as the endpoint's schemas give it (validated, trimmed, converted), who makes it, and any files. */
export type EndpointRequest<E> =
  E extends Endpoint<infer P, infer Q, infer B, Schema, infer A> ? { params: OutputOf<P>; query: OutputOf<Q>; body: OutputOf<B>; actor: ActorOf<A> } & FilesOf<E> : never;

/** What a handler returns: anything the endpoint's response schema accepts, or for a download the file. */
export type EndpointAnswer<E> = E extends { download: true }
  ? FileAnswer
  : E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R>
    ? v.InferInput<R>
    : never;

export type EndpointHandler<E> = (input: EndpointRequest<E>, request: FastifyRequest, reply: FastifyReply) => Promise<EndpointAnswer<E>>;

export interface EndpointOptions {
  /** Route settings read by plugins, such as `rateLimit`. */
  config?: FastifyContextConfig;
  /** Runs once the body is parsed and before it is validated (the per-account rate limit reads it). */
  preHandler?: preHandlerAsyncHookHandler;
}

/**
 * Serves a contract endpoint. Its declared access is checked first (access-control.ts): no session is a 401,
 * another person's id, a missing verification or permission a 403, before the body is even read. Then params,
 * query and body go through the contract's valibot schemas, so a request the client's own forms would reject is
 * refused here with the same field messages; the answer goes through the response schema, so the API cannot
 * drift from what the portal expects (a mismatch is a 500, and logged). An endpoint without a declared access,
 * or an app without access control, fails here, at start-up.
 */
export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: EndpointOptions = {}): void {
  const accessControl = app.accessControl;
  if (!accessControl) throw new Error(`${endpoint.method} ${endpoint.path}: install access control before registering endpoints.`);
  if (!hasDeclaredAccess(endpoint)) throw new Error(`${endpoint.method} ${endpoint.path} declares no access: say in the contract who may call it.`);
  if (endpoint.access.lowerEnvironmentsOnly && !accessControl.lowerEnvironment) return;
  const takesFiles = isUploadEndpoint(endpoint);
  if (takesFiles) checkUploadEndpoint(app, endpoint);
  app.route({
    method: endpoint.method,
    url: serverRoutePath(endpoint),
    config: { ...options.config, endpoint },
    preHandler: options.preHandler,
    handler: async (request, reply) => {
      if (isMultipartRequest(request) !== takesFiles) throw new Refusal(415, { message: takesFiles ? httpMessages.notMultipart : httpMessages.notJson });
      const errors: FieldErrors = {};
      const params = parsePart(endpoint.params, request.params, 'params', errors);
      const query = parsePart(endpoint.query, request.query, 'query', errors);
      // An upload's text fields arrive with its files: a bad path or query is refused before any byte is stored.
      if (takesFiles && Object.keys(errors).length > 0) throw refuseFields(errors);
      const upload = takesFiles ? await app.fileUploads!.receive(request, endpoint, request.actor as AccountActor) : null;
      try {
        const body = parsePart(endpoint.body, upload ? upload.fields : request.body, 'body', errors);
        if (Object.keys(errors).length > 0) throw refuseFields(errors);
        const input = { params, query, body, actor: request.actor, ...(upload && { files: upload.files }) };
        const answer = await handler(input as EndpointRequest<E>, request, reply);
        if (endpoint.download) return sendFile(reply, answer as FileAnswer);
        return v.parse(endpoint.response, answer);
      } catch (error) {
        await upload?.discard();
        throw error;
      }
    },
  });
}

function isMultipartRequest(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

/** Files are an account's: only an endpoint whose caller operates on one, with a permission to name, takes them. */
function checkUploadEndpoint(app: FastifyInstance, endpoint: UploadEndpoint): void {
  const where = `${endpoint.method} ${endpoint.path}`;
  if (!app.fileUploads) throw new Error(`${where}: install the file store before registering uploads.`);
  if (!isSignedInAccess(endpoint.access) || !endpoint.access.permissions?.length) throw new Error(`${where}: an upload must be signed in and name the permissions it needs.`);
}

/** For endpoints that reach here from plain JavaScript or a cast: the types alone would let them through. */
function hasDeclaredAccess(endpoint: Endpoint): boolean {
  const access = endpoint.access as Partial<Record<'public' | 'signedIn', unknown>> | undefined;
  return access?.public === true || access?.signedIn === true;
}

function parsePart(schema: Schema | undefined, value: unknown, part: 'params' | 'query' | 'body', errors: FieldErrors): unknown {
  if (!schema) return undefined;
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  fieldErrorsOf(part, result.issues, errors);
  return undefined;
}
