import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeEmail } from '../accounts/users';
import type { ApiConfig } from '../config';
import { httpMessages } from './messages';
import { Refusal } from './refusal';
import type { EndpointOptions } from './register-endpoint';

const MINUTE_MS = 60_000;

/**
 * The limits of a call that answers without a session and checks a secret or sends one (a password, a code, a reset
 * token, an unlock link): guessing and e-mail flooding happen there. Two counts, each of its own per call, both in
 * memory per API instance:
 *
 * - per client address (`signInAttemptsPerMinute`), by @fastify/rate-limit before the body is read;
 * - per e-mail address in the body (`accountAttemptsPerMinute`), so guesses spread over many client addresses still
 *   meet a limit for the account they aim at. A body without the field is left to validation.
 *
 * Both answer 429 in the one refusal shape with `Retry-After`.
 */
export function guessingLimits(app: FastifyInstance, config: Pick<ApiConfig, 'signInAttemptsPerMinute' | 'accountAttemptsPerMinute'>) {
  return (emailField: string): EndpointOptions => {
    const perAccount = app.createRateLimit({
      max: config.accountAttemptsPerMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: (request) => emailIn(request, emailField) ?? '',
    });
    return {
      config: { rateLimit: { max: config.signInAttemptsPerMinute, timeWindow: MINUTE_MS } },
      preHandler: async (request, reply) => {
        if (emailIn(request, emailField) === undefined) return;
        const limit = await perAccount(request);
        if (limit.isAllowed || !limit.isExceeded) return;
        reply.header('retry-after', limit.ttlInSeconds);
        throw new Refusal(429, { message: httpMessages.tooManyAttempts });
      },
    };
  };
}

/** Calls that only send e-mail or do costly work for anyone (registration): the per-address count alone. */
export function perAddressLimit(config: Pick<ApiConfig, 'signInAttemptsPerMinute'>): EndpointOptions {
  return { config: { rateLimit: { max: config.signInAttemptsPerMinute, timeWindow: MINUTE_MS } } };
}

function emailIn(request: FastifyRequest, field: string): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? normalizeEmail(value) : undefined;
}
