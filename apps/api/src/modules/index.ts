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
  // What most features take: the database, its dialect and the site's public address.
  const common = { db: handle.db, dialect: handle.dialect, publicUrl: config.publicUrl };
  await app.register(authRoutes, {
    ...common,
    perMinute: config.authRateLimitPerMinute,
    perIpPerMinute: { loginAndSignup: config.authRateLimitPerIpPerMinute, otp: config.otpRateLimitPerIpPerMinute },
    loginFailures: { consecutive: config.loginMaxConsecutiveFailures, dailyPerIp: config.loginMaxDailyFailuresPerIp },
    secureCookies: !!config.publicUrl?.startsWith('https://'),
  });
  await app.register(healthRoutes, { handle });
  await app.register(symposiaRoutes, common);
  await app.register(timerRoutes, common);
  await app.register(eventsRoutes, { ...common, catalog });
  await app.register(accountsRoutes, common);
  await app.register(auditRoutes, common);
  await app.register(roundsRoutes, common);
  await app.register(experienceRoutes, {
    ...common,
    perIpPerDay: config.placementUploadsPerIpPerDay,
    pendingMax: config.placementPendingMax,
  });
  await app.register(cartRoutes, common);
  await app.register(registrationRoutes, {
    ...common,
    perMinute: config.paymentSubmissionsPerMinute,
  });
  await app.register(paymentRoutes, common);
  await app.register(organizerRoutes, common);
  await app.register(userRoutes, { ...common, perMinute: config.authRateLimitPerMinute });
  await app.register(jobRoutes, common);
  await app.register(coordinatorRoutes, common);
  await app.register(winnerRoutes, common);
  await app.register(certificateRoutes, common);
  await app.register(siteContentRoutes, common);
  await app.register(statsRoutes, common);
  await app.register(announcementRoutes, common);
  await app.register(reconciliationRoutes, common);
  await app.register(waitlistRoutes, common);
  await app.register(teamsRoutes, common);
  await app.register(passRoutes, common);
  await app.register(calendarRoutes, common);
  await app.register(checkInRoutes, common);
  await app.register(onSpotRoutes, common);
  await app.register(notifyMeRoutes, {
    ...common,
    perMinute: config.authRateLimitPerMinute,
    perIpPerMinute: { ask: config.otpRateLimitPerIpPerMinute, links: config.authRateLimitPerIpPerMinute },
    fallbackUrl: `http://localhost:${config.port}`,
  });
  return { catalog };
}
