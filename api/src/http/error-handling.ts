import type { Socket } from 'node:net';
import { transportMessages } from '@portal/shared-contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import * as v from 'valibot';
import { databaseFailureOf } from '../db/errors';
import { httpMessages } from './messages';
import { Refusal, refuseFields } from './refusal';

/**
 * Every refusal leaves in the contract's one shape (`ApiErrorBody`), whoever raised it: a handler, Fastify's
 * body parsing, the rate limiter, or a route that does not exist. Only the unexpected becomes a 500.
 */
export function answerInOneShape(app: FastifyInstance): void {
  acceptOnlyJsonBodies(app);

  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: httpMessages.notFound }));

  app.setErrorHandler(async (error: FastifyError | Refusal, request, reply) => {
    const refusal = error instanceof Refusal ? error : clientErrorAsRefusal(error);
    if (refusal) return reply.status(refusal.statusCode).headers(refusal.headers).send(refusal.body);
    request.log.error(unexpectedErrorLog(error, request), 'unexpected error');
    return reply.status(500).send({ message: httpMessages.unexpected });
  });
}

/**
 * What the log keeps of an unexpected error: the route (its pattern, not the URL), the method, and of the error only
 * what cannot carry a person's data. A database error is its SQLSTATE, constraint and a message without quoted values:
 * drizzle's message and the driver's error hold the statement's parameters (a password hash, an e-mail, a phone).
 * An answer that fails its response schema is the paths and expectations of its issues, not the values. Anything
 * else is its type, message and stack, never its other properties (a library's error may hold the request). Under
 * `error`, not `err`: pino's serializer of `err` would bring the properties back.
 */
export function unexpectedErrorLog(error: unknown, request: Pick<FastifyRequest, 'method' | 'routeOptions'>): Record<string, unknown> {
  const where = { route: request.routeOptions?.url ?? null, method: request.method };
  const stack = stackFramesOf(error);
  const database = databaseFailureOf(error);
  if (database) {
    const { message, ...identifiers } = database;
    return { ...where, ...identifiers, error: { type: 'DatabaseError', message, stack } };
  }
  if (v.isValiError(error)) {
    const issues = error.issues.map((issue) => ({ path: v.getDotPath(issue), expected: issue.expected }));
    return { ...where, error: { type: 'ValiError', message: 'The answer does not match the endpoint’s response schema.', issues, stack } };
  }
  if (error instanceof Error) return { ...where, error: { type: error.name, message: error.message, code: (error as { code?: unknown }).code, stack } };
  return { ...where, error: { type: typeof error } };
}

/** The stack's frames only: its first lines repeat the message, which for drizzle lists the parameters. */
function stackFramesOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  return error.stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * Fastify's own refusals, which never reach the error handler, in the one shape too: a URL that does not decode
 * (`/%E0%A4%A`) or a path parameter over `maxParamLength` (a URL of 100 KB) answer `{ message }`, never Fastify's
 * `FST_…` code or the URL echoed back; a request the HTTP parser refuses (headers, request line included, over
 * 16 KiB; a broken request line) likewise, written to the socket.
 */
export const frameworkRefusalsInOneShape: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    switch (error.code) {
      case 'FST_ERR_BAD_URL':
        return reply.status(400).send({ message: httpMessages.invalidRequest });
      case 'FST_ERR_MAX_PARAM_LENGTH':
        return reply.status(414).send({ message: httpMessages.urlTooLong });
      default:
        request.log.error(unexpectedErrorLog(error, request), 'unexpected error');
        return reply.status(500).send({ message: httpMessages.unexpected });
    }
  },
  clientErrorHandler: answerClientErrorInOneShape,
};

/** Node's `clientError`: the request never became one (Fastify's default answers `{error, message, statusCode}`). */
export function answerClientErrorInOneShape(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', httpMessages.tooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', transportMessages.timedOut]
        : [400, 'Bad Request', httpMessages.invalidRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * JSON is the only body the API reads. Dropping the text/plain parser also means a cross-site form cannot
 * post to it without a CORS preflight. An empty JSON body counts as no body, because some clients send the
 * content type on every POST (POST /logout has no payload).
 */
function acceptOnlyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}

function clientErrorAsRefusal(error: FastifyError): Refusal | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return refuseFields({ body: [httpMessages.invalidJson] });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new Refusal(415, { message: httpMessages.notJson });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new Refusal(413, { message: httpMessages.tooLarge });
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return new Refusal(status, { message: httpMessages.invalidRequest });
  return null;
}
