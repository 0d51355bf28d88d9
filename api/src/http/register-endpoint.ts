import { serverRoutePath, type Endpoint, type EndpointAccess } from '@portal/shared-contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import type { AccountActor, Actor } from '../access/actor';
import { fieldErrorsOf, refuseFields, type FieldErrors } from './refusal';

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

/** The request as the endpoint's schemas give it (validated, trimmed, converted), and who makes it. */
export type EndpointRequest<E> =
  E extends Endpoint<infer P, infer Q, infer B, Schema, infer A> ? { params: OutputOf<P>; query: OutputOf<Q>; body: OutputOf<B>; actor: ActorOf<A> } : never;

/** What a handler returns: anything the endpoint's response schema accepts. */
export type EndpointAnswer<E> = E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R> ? v.InferInput<R> : never;

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
  app.route({
    method: endpoint.method,
    url: serverRoutePath(endpoint),
    config: { ...options.config, endpoint },
    preHandler: options.preHandler,
    handler: async (request, reply) => {
      const errors: FieldErrors = {};
      const input = {
        params: parsePart(endpoint.params, request.params, 'params', errors),
        query: parsePart(endpoint.query, request.query, 'query', errors),
        body: parsePart(endpoint.body, request.body, 'body', errors),
        actor: request.actor,
      };
      if (Object.keys(errors).length > 0) throw refuseFields(errors);
      const answer = await handler(input as EndpointRequest<E>, request, reply);
      return v.parse(endpoint.response, answer);
    },
  });
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
