import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DbHandle } from '../db/connection';
import { announcementRoutes } from './announcements/routes';
import { auditRoutes } from './audit-log/routes';
import { accountsRoutes } from './accounts/routes';
import { authRoutes } from './auth/routes';
import { cartRoutes } from './cart/routes';
import { coordinatorRoutes } from './coordinators/routes';
import { certificateRoutes } from './certificates/routes';
import { EventCatalog } from './events/catalog';
import { eventsRoutes } from './events/routes';
import { expireAllDueOffers } from './seats/service';
import { experienceRoutes } from './experiences/routes';
import { healthRoutes } from './health/routes';
import { jobRoutes } from './jobs/routes';
import { organizerRoutes } from './organizers/routes';
import { paymentRoutes } from './payments/routes';
import { reconciliationRoutes } from './reconciliation/routes';
import { registrationRoutes } from './registrations/routes';
import { roundsRoutes } from './rounds/routes';
import { siteContentRoutes } from './site-content/routes';
import { statsRoutes } from './stats/routes';
import { symposiaRoutes } from './symposia/routes';
import { teamsRoutes } from './teams/routes';
import { waitlistRoutes } from './waitlist/routes';
import { timerRoutes } from './timer/routes';
import { userRoutes } from './users/routes';
import { winnerRoutes } from './winners/routes';
import { checkInRoutes } from './check-in/routes';
import { onSpotRoutes } from './on-spot/routes';
import { notifyMeRoutes } from './notify-me/routes';
import { passRoutes } from './passes/routes';
import { calendarRoutes } from './calendar/routes';

export interface FeatureOptions {
  handle: DbHandle;
  config: Config;
}

/**
 * Every feature's routes. A new feature adds its plugin here, once. Answers the events catalogue,
 * which the web app's HTML reads too (link previews of event links).
 */
export async function registerFeatures(app: FastifyInstance, { handle, config }: FeatureOptions): Promise<{ catalog: EventCatalog }> {
  const catalog = new EventCatalog(handle.db, 1000, async () => {
    if ((await expireAllDueOffers(handle.db, config.publicUrl)) > 0) app.mail.kick();
  });
  await app.register(authRoutes, {
    db: handle.db,
    perMinute: config.authRateLimitPerMinute,
    loginFailures: { consecutive: config.loginMaxConsecutiveFailures, dailyPerIp: config.loginMaxDailyFailuresPerIp },
    secureCookies: !!config.publicUrl?.startsWith('https://'),
  });
  await app.register(healthRoutes, { handle });
  await app.register(symposiaRoutes, { db: handle.db });
  await app.register(timerRoutes, { db: handle.db });
  await app.register(eventsRoutes, { db: handle.db, catalog, publicUrl: config.publicUrl });
  await app.register(accountsRoutes, { db: handle.db });
  await app.register(auditRoutes, { db: handle.db });
  await app.register(roundsRoutes, { db: handle.db, dialect: handle.dialect });
  await app.register(experienceRoutes, {
    db: handle.db,
    publicUrl: config.publicUrl,
    perIpPerDay: config.placementUploadsPerIpPerDay,
    pendingMax: config.placementPendingMax,
  });
  await app.register(cartRoutes, { db: handle.db, dialect: handle.dialect, publicUrl: config.publicUrl });
  await app.register(registrationRoutes, {
    db: handle.db,
    perMinute: config.paymentSubmissionsPerMinute,
    dialect: handle.dialect,
    publicUrl: config.publicUrl,
  });
  await app.register(paymentRoutes, { db: handle.db, publicUrl: config.publicUrl });
  await app.register(organizerRoutes, { db: handle.db });
  await app.register(userRoutes, { db: handle.db, perMinute: config.authRateLimitPerMinute });
  await app.register(jobRoutes, { db: handle.db });
  await app.register(coordinatorRoutes, { db: handle.db });
  await app.register(winnerRoutes, { db: handle.db, dialect: handle.dialect });
  await app.register(certificateRoutes, { db: handle.db, publicUrl: config.publicUrl });
  await app.register(siteContentRoutes, { db: handle.db });
  await app.register(statsRoutes, { db: handle.db });
  await app.register(announcementRoutes, { db: handle.db });
  await app.register(reconciliationRoutes, { db: handle.db });
  await app.register(waitlistRoutes, { db: handle.db, dialect: handle.dialect, publicUrl: config.publicUrl });
  await app.register(teamsRoutes, { db: handle.db, dialect: handle.dialect, publicUrl: config.publicUrl });
  await app.register(passRoutes, { db: handle.db, publicUrl: config.publicUrl });
  await app.register(calendarRoutes, { db: handle.db, publicUrl: config.publicUrl });
  await app.register(checkInRoutes, { db: handle.db });
  await app.register(onSpotRoutes, { db: handle.db, publicUrl: config.publicUrl });
  await app.register(notifyMeRoutes, {
    db: handle.db,
    perMinute: config.authRateLimitPerMinute,
    publicUrl: config.publicUrl,
    fallbackUrl: `http://localhost:${config.port}`,
  });
  return { catalog };
}
