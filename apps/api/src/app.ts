import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
// @fastify/helmet's headers, worked out once rather than per request (docs/performance.md).
import helmet from './plugins/security-headers';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, MSG } from '@app/shared';
import type { Config } from './config';
import type { DbHandle } from './db/connection';
import { registerFeatures } from './modules/index';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import jobsPlugin from './plugins/jobs';
import mailPlugin from './plugins/mail';
import { setHomeCollegeEmailDomains } from './lib/home-college';
import rateLimitPlugin from './plugins/rate-limit';

/** The policy of a stored file opened on its own (Chromium's PDF viewer works under it). */
export const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

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
    logger: logger ?? { level: config.logLevel },
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
    // A caller's (or the proxy's) X-Request-Id is kept when it looks like an id, so one id
    // follows a request through the logs; anything else gets a fresh UUID.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(given) ? given : crypto.randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  // While shutting down, answers close their connection: an idle keep-alive connection would
  // otherwise hold the process open until its timeout (72 s).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  // Stored files (PDFs, screenshots, posters, QR codes) are documents of their own when opened:
  // no script, no plugin, no framing, whatever their bytes hold; and never sniffed as HTML.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.url.startsWith('/api/') && /^(application\/pdf|image\/)/.test(type)) {
      reply.header('content-security-policy', FILE_CSP);
      reply.header('x-content-type-options', 'nosniff');
    }
    return payload;
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 30, fieldSize: 10_000 } });

  // State-changing calls from another site's page are refused (CSRF defence besides SameSite).
  app.addHook('onRequest', async (request, reply) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const allowed = new Set([`http://${request.headers.host}`, `https://${request.headers.host}`]);
    if (config.publicUrl) allowed.add(new URL(config.publicUrl).origin);
    if (!allowed.has(origin)) return reply.status(403).send({ message: 'Cross-site request refused.' });
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'CSMIT symposium site API', version: '1.0.0' },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(authPlugin, { db: handle.db, secureCookies: !!config.publicUrl?.startsWith('https://') });
  await app.register(mailPlugin, { db: handle.db, smtpUrl: config.smtpUrl, from: config.mailFrom, pollMs: mailPollMs });
  await app.register(jobsPlugin, { db: handle.db, pollMs: jobsPollMs });

  await registerFeatures(app, { handle, config });
  await serveWeb(app, config);
  return app;
}

/** The built web app at every path but /api; unknown paths get index.html (SPA fallback). */
async function serveWeb(app: FastifyInstance, config: Config) {
  const dist = config.webDist;
  const index = dist ? path.join(dist, 'index.html') : null;
  if (dist && index && fs.existsSync(index)) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const long = filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes(`${path.sep}img${path.sep}`);
        res.header('Cache-Control', long ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
    const html = fs.readFileSync(index, 'utf8');
    // The landing page shows the registration countdown in its first paint: start fetching the
    // timer while the scripts download instead of after they run.
    const homeHtml = html.replace(
      '</head>',
      '<link rel="preload" href="/api/timer/timer" as="fetch" crossorigin="anonymous" /></head>',
    );
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith('/api') || !['GET', 'HEAD'].includes(request.method)) {
        return reply.status(404).send({ message: MSG.notFound });
      }
      const file = path.join(dist, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
      if (url !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) return reply.sendFile(url.slice(1));
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(url === '/' ? homeHtml : html);
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MSG.notFound }));
  }
}
