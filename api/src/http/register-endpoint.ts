import { serverRoutePath, type Endpoint } from '@portal/shared-contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import { fieldErrorsOf, refuseFields, type FieldErrors } from './refusal';

type Schema = v.GenericSchema;
type OutputOf<S> = S extends Schema ? v.InferOutput<S> : undefined;

/** The request as the endpoint's schemas give it: validated, trimmed, converted. */
export type EndpointRequest<E> =
  E extends Endpoint<infer P, infer Q, infer B, Schema> ? { params: OutputOf<P>; query: OutputOf<Q>; body: OutputOf<B> } : never;

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
 * Serves a contract endpoint. Params, query and body go through the contract's valibot schemas, so a request
 * the client's own forms would reject is refused here with the same field messages; the answer goes through
 * the response schema, so the API cannot drift from what the portal expects (a mismatch is a 500, and logged).
 */
export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: EndpointOptions = {}): void {
  app.route({
    method: endpoint.method,
    url: serverRoutePath(endpoint),
    config: options.config,
    preHandler: options.preHandler,
    handler: async (request, reply) => {
      const errors: FieldErrors = {};
      const input = {
        params: parsePart(endpoint.params, request.params, 'params', errors),
        query: parsePart(endpoint.query, request.query, 'query', errors),
        body: parsePart(endpoint.body, request.body, 'body', errors),
      };
      if (Object.keys(errors).length > 0) throw refuseFields(errors);
      const answer = await handler(input as EndpointRequest<E>, request, reply);
      return v.parse(endpoint.response, answer);
    },
  });
}

function parsePart(schema: Schema | undefined, value: unknown, part: 'params' | 'query' | 'body', errors: FieldErrors): unknown {
  if (!schema) return undefined;
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  fieldErrorsOf(part, result.issues, errors);
  return undefined;
}
