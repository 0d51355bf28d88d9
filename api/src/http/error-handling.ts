import type { FastifyError, FastifyInstance } from 'fastify';
import { apiMessages } from '../messages';
import { Refusal, refuseFields } from './refusal';

/**
 * Every refusal leaves in the contract's one shape (`ApiErrorBody`), whoever raised it: a handler, Fastify's
 * body parsing, the rate limiter, or a route that does not exist. Only the unexpected becomes a 500.
 */
export function answerInOneShape(app: FastifyInstance): void {
  acceptOnlyJsonBodies(app);

  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: apiMessages.notFound }));

  app.setErrorHandler(async (error: FastifyError | Refusal, request, reply) => {
    const refusal = error instanceof Refusal ? error : clientErrorAsRefusal(error);
    if (refusal) return reply.status(refusal.statusCode).send(refusal.body);
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: apiMessages.unexpected });
  });
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
      return refuseFields({ body: [apiMessages.invalidJson] });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new Refusal(415, { message: apiMessages.notJson });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new Refusal(413, { message: apiMessages.tooLarge });
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return new Refusal(status, { message: apiMessages.invalidRequest });
  return null;
}
