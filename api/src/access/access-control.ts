import { accessRefusal, accessRefusalAnswers, isSignedInAccess, personParameterOf, type Endpoint, type SignedInAccess } from '@portal/shared-contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database';
import { Refusal } from '../http/refusal';
import { actorOf, callerOf, type Actor } from './actor';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `installAccessControl`; `registerEndpoint` refuses to serve anything without it. */
    accessControl?: AccessControl;
  }
  interface FastifyRequest {
    /** The signed-in caller, once a signed-in endpoint's access let them through; null on public endpoints. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** The contract endpoint behind the route, whose declared access is enforced; every route must have one. */
    endpoint?: Endpoint;
  }
}

export interface AccessControl {
  /** Lower-environment calls (registration, the outbox) exist only where this is true. */
  lowerEnvironment: boolean;
}

/**
 * Makes declared access the only way in: every route the app (or any area plugin) registers must name its
 * contract endpoint, or the app fails at start-up, and a signed-in endpoint's access is checked on the request
 * before its body is read, so a refused caller gets nothing parsed, validated or looked up. Install it after the
 * rate limiter: a route's limit then runs first, and a flood of calls never reaches the session look-up.
 */
export function installAccessControl(app: FastifyInstance, { db, lowerEnvironment }: { db: Database; lowerEnvironment: boolean }): void {
  app.decorateRequest('actor', null);
  app.decorate('accessControl', { lowerEnvironment } satisfies AccessControl);

  app.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    if (!endpoint) throw new Error(`${route.method} ${route.url} has no declared access: serve it with registerEndpoint and a contract endpoint.`);
    if (isSignedInAccess(endpoint.access)) route.onRequest = [...hooksOf(route.onRequest), accessGuard(db, endpoint, endpoint.access)];
  });
}

/** Lets the caller through, as `request.actor`, or refuses them with the declared access's answer. */
function accessGuard(db: Database, endpoint: Endpoint, access: SignedInAccess): onRequestAsyncHookHandler {
  const personParameter = personParameterOf(endpoint.path);
  return async (request) => {
    const actor = await actorOf(db, request);
    const refusal = accessRefusal(access, actor && callerOf(actor), personParameter && personInPath(request, personParameter));
    if (refusal) throw new Refusal(accessRefusalAnswers[refusal].status, { message: accessRefusalAnswers[refusal].message });
    request.actor = actor;
  };
}

function hooksOf<H>(hooks: H | H[] | undefined): H[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

function personInPath(request: FastifyRequest, parameter: string): string | undefined {
  return (request.params as Record<string, string | undefined>)[parameter];
}
