import type { FastifyLoggerOptions, FastifyRequest, RawServerDefault } from 'fastify';
import type { ApiConfig } from '../config';

/** A destination for the log's lines (JSON, one per call). */
export interface LogStream {
  write(line: string): void;
}

/** Longest path the log keeps of a request: a malformed URL can be as long as the server accepts. */
const LOGGED_PATH_MAX = 200;

/**
 * The log names a request by its method and path only. The query string stays out: it carries the unlock and
 * verification links' tokens and the outbox's e-mail address, and a log is read by more people than the database.
 * Bodies are never logged (see `unexpectedErrorLog` in error-handling.ts for errors).
 */
export function loggerOptions(level: ApiConfig['logLevel'], stream?: LogStream): FastifyLoggerOptions<RawServerDefault> {
  return {
    level,
    ...(stream && { stream }),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: pathOf(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  } as FastifyLoggerOptions<RawServerDefault>;
}

export function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return path.length > LOGGED_PATH_MAX ? `${path.slice(0, LOGGED_PATH_MAX)}…` : path;
}
