import cookie from '@fastify/cookie';
// @fastify/helmet's headers, worked out once rather than per request (docs/performance.md).
import helmet from './plugins/security-headers';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@app/shared';
import type { Config } from './config';
import type { DbHandle } from './db/connection';
import { registerFeatures } from './modules/index';
import authPlugin from './plugins/auth';
import csrfPlugin from './plugins/csrf';
import { withErrorAnswers } from './lib/error-answers';
import errorsPlugin from './plugins/errors';
import jobsPlugin from './plugins/jobs';
import mailPlugin from './plugins/mail';
import { setHomeCollegeEmailDomains } from './lib/home-college';
import rateLimitPlugin from './plugins/rate-limit';
import requestIdPlugin, { genReqId } from './plugins/request-id';
import { requestForLog } from './lib/request-log';
import shutdownPlugin from './plugins/shutdown';
import spaPlugin from './plugins/spa';
import storedFileCspPlugin from './plugins/stored-file-csp';

export interface BuildOptions {
  config: Config;
  handle: DbHandle;
  /** How often the mail worker looks at the outbox (tests shorten it). */
  mailPollMs?: number;
  /** How often the job worker looks for due jobs (tests shorten it). */
  jobsPollMs?: number;
  logger?: boolean | object;
}

/** Builds the whole app on an open, migrated database; server.ts and the tests both call it. */
export async function buildApp({ config, handle, mailPollMs, jobsPollMs, logger }: BuildOptions): Promise<FastifyInstance> {
  const { trustProxy } = config;
  setHomeCollegeEmailDomains(config.homeCollegeEmailDomains);
  const app = Fastify({
    logger:
      typeof logger === 'boolean' ? logger : { level: config.logLevel, ...logger, serializers: { req: requestForLog } },
    // A hop count believes the last n X-Forwarded-For entries, those our own proxies added (what
    // Fastify does for a number; written out because its types take no number).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    // Emails travel in paths (/api/registrations/:userEmail), and may be 254 characters.
    routerOptions: { maxParamLength: 500 },
    // Bad percent-encoding or an over-long path: the one { message } shape, never the URL echoed.
    frameworkErrors: (err, request, reply: FastifyReply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .status(tooLong ? 414 : 400)
        .header('x-request-id', request.id)
        .send({ message: tooLong ? 'The address is too long.' : 'The address is not valid.' });
    },
    requestIdHeader: false,
    genReqId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The desk's QR decoder is WebAssembly (compiling it needs this, and nothing else does).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Mantine sets CSS variables through style attributes; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl?.startsWith('https://') ? undefined : false,
  });
  await app.register(shutdownPlugin);
  await app.register(storedFileCspPlugin);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 30, fieldSize: 10_000 } });

  await app.register(csrfPlugin, { publicUrl: config.publicUrl });

  await app.register(swagger, {
    openapi: {
      info: { title: 'CSMIT symposium site API', version: '1.0.0' },
      servers: [],
    },
    transform: withErrorAnswers(jsonSchemaTransform),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(authPlugin, { db: handle.db, secureCookies: !!config.publicUrl?.startsWith('https://'), sessionCacheMs: config.sessionCacheMs });
  await app.register(mailPlugin, { db: handle.db, smtpUrl: config.smtpUrl, from: config.mailFrom, pollMs: mailPollMs });
  await app.register(jobsPlugin, { db: handle.db, pollMs: jobsPollMs });

  const { catalog } = await registerFeatures(app, { handle, config });
  await app.register(spaPlugin, { webDist: config.webDist, catalog, publicUrl: config.publicUrl });
  return app;
}
