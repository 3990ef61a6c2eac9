import type { FastifyRequest } from 'fastify';

// What a request log line says about the request: Fastify's usual fields, with the secret of a
// private calendar link (?token=…) blanked out, since calendar apps carry it in the address.

const SECRET_PARAM = /([?&]token=)[^&#]*/gi;

export const withoutSecrets = (url: string) => url.replace(SECRET_PARAM, '$1[hidden]');

export function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: withoutSecrets(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
