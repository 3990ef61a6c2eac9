import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDesk, isStaff, MSG, type SessionUser } from '@app/shared';
import type { Db } from '../db/connection';
import { unauthorized } from '../lib/http-error';
import { SessionCache } from '../lib/session-cache';
import { toSessionUser } from '../modules/auth/mappers';
import * as users from '../modules/users/repository';
import { scopedEventsOf, scopeRefusal, type EventScope } from './event-scope';

/**
 * Who may call a route (STYLE habit 4). Every /api route declares one in `config.access`;
 * the hook below enforces it before the body is even read. 'staff' is organizer or admin,
 * and the admin may do everything staff may. 'desk' is the event-day desk (check-in and
 * on-spot registration): staff and volunteers. `config.eventScope` holds coordinators and
 * volunteers to their assigned events (plugins/event-scope.ts).
 */
export type Access = 'public' | 'user' | 'student' | 'staff' | 'desk' | 'admin';

export { isListScope, type EventScope, type EventScopeField, type ScopeKind } from './event-scope';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    eventScope?: EventScope;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    /** The events the caller is held to (null: no limit); see plugins/event-scope.ts. Memoized. */
    scopedEvents(): Promise<ReadonlySet<number> | null>;
    /**
     * The signed-in user, for routes whose access is not 'public': the access hook has already
     * answered 401 when there is none, so here it is never missing.
     */
    readonly actor: SessionUser;
  }
  interface FastifyInstance {
    /** Every route with its access, for the route-access test and docs/security.md. */
    routeAccess: { method: string; url: string; access: Access; eventScope?: EventScope }[];
    startSession(reply: FastifyReply, userId: number): Promise<void>;
    /** After a change to a user (profile, college, password, account removed): their sessions are read afresh here at once. */
    forgetSessionsOf(userId: number): void;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const SESSION_COOKIE = 'sid';
/**
 * Behind HTTPS the cookie is `__Host-sid`: browsers then accept it only when Secure, for path /
 * and without a Domain, so a sibling subdomain or a plain-http page cannot plant or shadow it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
/** Readable by the page, holds no secret: tells it a session may exist, so visitors skip /api/auth/me. */
export const SIGNED_IN_COOKIE = 'signed_in';
const SESSION_DAYS = 14;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function allows(access: Access, user: SessionUser | null): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  switch (access) {
    case 'user':
      return true;
    case 'student':
      return user.role === 'student';
    case 'staff':
      return isStaff(user);
    case 'desk':
      return isDesk(user);
    case 'admin':
      return user.role === 'admin';
  }
}

export default fp(
  async function auth(app: FastifyInstance, opts: { db: Db; secureCookies: boolean; sessionCacheMs?: number }) {
    const { db } = opts;
    const sessions = new SessionCache<SessionUser>(opts.sessionCacheMs ?? 0);
    const cookieName = sessionCookieName(opts.secureCookies);
    app.decorate('routeAccess', []);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('actor', {
      getter(this: FastifyRequest): SessionUser {
        if (!this.user) throw unauthorized(MSG.notLoggedIn);
        return this.user;
      },
    });

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (!access)
        throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.routeAccess.push({ method, url: route.url, access, eventScope: route.config?.eventScope });
      }
    });

    const scopes = new WeakMap<FastifyRequest, Promise<ReadonlySet<number> | null>>();
    app.decorateRequest('scopedEvents', function (this: FastifyRequest) {
      let scope = scopes.get(this);
      if (!scope) scopes.set(this, (scope = scopedEventsOf(db, this.user)));
      return scope;
    });

    // Params and query are checked before validation (a coordinator hears 'not yours' before any
    // complaint about the body); a body field after it, once the body is parsed and typed.
    const scopeHook = (part: 'url' | 'body') => async (request: FastifyRequest, reply: FastifyReply) => {
      const scope = request.routeOptions.config?.eventScope;
      if (!scope || scope === 'list' || scope === 'none' || !request.user) return;
      const mine = await request.scopedEvents();
      if (mine === null) return;
      const refusal = await scopeRefusal(db, scope, request, mine, part);
      if (refusal) return reply.status(403).send({ message: refusal });
    };
    app.addHook('preValidation', scopeHook('url'));
    app.addHook('preHandler', scopeHook('body'));

    app.addHook('onRequest', async (request, reply) => {
      const access = request.routeOptions.config?.access;
      if (!access) return;
      const token = request.cookies[cookieName];
      if (token) {
        const id = hashToken(token);
        const user = await sessions.get(id, async () => {
          const row = await users.findSessionUser(db, id);
          return row ? { user: toSessionUser(row), userId: row.id, expiresAt: row.expires_at } : null;
        });
        if (user) {
          request.user = user;
          request.sessionId = id;
        }
      }
      if (allows(access, request.user)) return;
      return reply
        .status(request.user ? 403 : 401)
        .send({ message: request.user ? MSG.forbidden : MSG.notLoggedIn });
    });

    app.decorate('startSession', async (reply: FastifyReply, userId: number) => {
      const token = crypto.randomBytes(32).toString('base64url');
      const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000);
      await users.insertSession(db, { id: hashToken(token), userId, expiresAt: expires.toISOString() });
      reply.setCookie(cookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookies,
        expires,
      });
      reply.setCookie(SIGNED_IN_COOKIE, '1', {
        path: '/',
        sameSite: 'lax',
        secure: opts.secureCookies,
        expires,
      });
    });

    app.decorate('forgetSessionsOf', (userId: number) => sessions.forgetUser(userId));

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.sessionId) {
        await users.deleteSession(db, request.sessionId);
        sessions.forgetSession(request.sessionId);
      }
      reply.clearCookie(cookieName, { path: '/', secure: opts.secureCookies });
      reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
    });
  },
  { name: 'auth' },
);
