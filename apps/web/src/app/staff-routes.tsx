import type { Role } from '@app/shared';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RequireRole } from '../components/require-role';
import { withPageStylesOnRoutes } from '../lib/page-styles';
import { NavigationProgress } from './layouts/navigation-progress';
import { ErrorPage, pagesWithin } from './routes/error-page';

// The staff areas' routes (SPEC §2): /organizer, /volunteer and /admin. The router loads this
// table on the first visit to one of them (patchRoutesOnNavigation in router.tsx), so the landing
// page's bundle carries neither these routes nor the lists of files their pages preload.

/** The check-in and on-spot desks, for volunteers, organizers and the admin. */
const deskRoutes: RouteObject[] = [
  { path: 'check-in', lazy: () => import('./routes/check-in-desk') },
  { path: 'on-spot', lazy: () => import('./routes/on-spot') },
];

/** What organizers and the admin both have: an event's registrations, results, figures, mail and the desks. */
const staffRoutes: RouteObject[] = [
  { path: 'events/registrations/:eventId', lazy: () => import('./routes/event-registrations') },
  { path: 'registration-status', lazy: () => import('./routes/registration-status') },
  { path: 'update-winners', lazy: () => import('./routes/update-winners') },
  { path: 'dashboard', lazy: () => import('./routes/dashboard') },
  { path: 'announcements', lazy: () => import('./routes/announcements') },
  ...deskRoutes,
];

/**
 * A staff area: only `role` gets in, and its layout (with its forms) loads only for staff, keeping
 * it out of the landing page's bundle.
 */
function staffArea(
  path: string,
  role: Role,
  layout: RouteObject['lazy'],
  children: RouteObject[],
): RouteObject {
  return {
    path,
    element: (
      <>
        <NavigationProgress />
        <RequireRole roles={[role]}>
          <Outlet />
        </RequireRole>
      </>
    ),
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoader,
    children: [{ lazy: layout, children: pagesWithin(children) }],
  };
}

/** The three staff areas, added to the router's top level. */
export const staffAreas: RouteObject[] = withPageStylesOnRoutes([
  staffArea(
    '/organizer',
    'organizer',
    () => import('./layouts/organizer-layout').then((m) => ({ Component: m.OrganizerLayout })),
    [
      { index: true, element: <Navigate to="registrations/view" replace /> },
      { path: 'registrations/view', lazy: () => import('./routes/view-registrations') },
      ...staffRoutes,
    ],
  ),
  staffArea(
    '/volunteer',
    'volunteer',
    () => import('./layouts/volunteer-layout').then((m) => ({ Component: m.VolunteerLayout })),
    [{ index: true, lazy: () => import('./routes/volunteer-home') }, ...deskRoutes],
  ),
  staffArea(
    '/admin',
    'admin',
    () => import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
    [
      { index: true, element: <Navigate to="manage-events" replace /> },
      { path: 'manage-events', lazy: () => import('./routes/admin/manage-events') },
      { path: 'events-display', lazy: () => import('./routes/admin/events-display') },
      { path: 'account-details', lazy: () => import('./routes/admin/account-details') },
      { path: 'organizer', lazy: () => import('./routes/admin/organizers') },
      { path: 'audit-log', lazy: () => import('./routes/admin/audit-log') },
      { path: 'certificates', lazy: () => import('./routes/admin/certificates') },
      { path: 'site-content', lazy: () => import('./routes/admin/site-content') },
      { path: 'pending-experiences', lazy: () => import('./routes/admin/pending-experiences') },
      { path: 'approved-experiences', lazy: () => import('./routes/admin/approved-experiences') },
      { path: 'view-registrations', lazy: () => import('./routes/view-registrations') },
      ...staffRoutes,
    ],
  ),
]);
