import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@app/shared';
import { isDatabaseUnavailable, isUniqueViolation } from '../db/connection';
import { HttpError } from '../lib/http-error';

// One error shape end to end: { message }, plus for a few refusals the fields that name what
// they are about (HttpError details: 'This event is full.' carries eventId and eventName). 5xx
// answers never say more than MSG.serverError.

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.statusCode).send({ ...err.details, message: err.message });
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      return reply.status(400).send({ message: first?.message || MSG.badRequest });
    }
    if (isUniqueViolation(err)) return reply.status(409).send({ message: 'This already exists.' });
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.status(503).header('retry-after', '30').send({ message: MSG.serviceUnavailable });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: MSG.bodyTooLarge });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'This content type is not accepted here.' });
    }
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || /JSON/.test(err.message)
          ? 'The request body is not valid JSON.'
          : status === 429
            ? MSG.tooManyRequests
            : MSG.badRequest;
      return reply.status(status).send({ message });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: MSG.serverError });
  });

});
