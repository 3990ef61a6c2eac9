import type { Role } from '@app/shared';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RequireRole } from '../components/require-role';
import { prefetchTimer } from '../api/timer';
import { prefetchSiteContent } from '../api/site-content';
import { withPageStylesOnRoutes } from '../lib/page-styles';
import { PublicLayout } from './layouts/public-layout';
import { ErrorPage } from './routes/error-page';
import { Component as HomeRoute } from './routes/home';

// The spec's route table (SPEC §2). Pages are lazy modules exporting `Component`, so the landing
// page's bundle never carries admin or organizer code.

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
 * A layout's pages, with the error screen drawn inside the layout: a page that fails (its code not
 * downloaded while offline, say) keeps the header and menu, so the desk is one tap away.
 */
export function pagesWithin(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <ErrorPage />, children }];
}

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
      <RequireRole roles={[role]}>
        <Outlet />
      </RequireRole>
    ),
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoader,
    children: [{ lazy: layout, children: pagesWithin(children) }],
  };
}

export const routes: RouteObject[] = withPageStylesOnRoutes([
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoader,
    children: pagesWithin([
      // The landing page is the front door, so it ships in the entry chunk (a lazy chunk cost mobile
      // visitors a round trip: LCP 3.3 s against 2.7 s measured); its loader fetches the countdown
      // timer before the first render, so the banner never pushes the page down; likewise the
      // site content (people, logos, pictures), which the server preloads with the HTML.
      {
        index: true,
        loader: async () => {
          const [timer, content] = await Promise.all([prefetchTimer(), prefetchSiteContent()]);
          return { timer, content };
        },
        Component: HomeRoute,
      },
      { path: 'gallery', lazy: () => import('./routes/gallery') },
      { path: 'about/:year', lazy: () => import('./routes/about-year') },
      {
        path: 'login',
        lazy: () => import('./routes/auth-page').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: 'signup',
        lazy: () => import('./routes/auth-page').then((m) => ({ Component: m.SignupRoute })),
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('./routes/auth-page').then((m) => ({ Component: m.ForgotPasswordRoute })),
      },
      { path: 'placements', lazy: () => import('./routes/placements') },
      { path: 'events', lazy: () => import('./routes/events') },
      { path: 'schedule', lazy: () => import('./routes/schedule') },
      // The Registration Page and My Events show their own 'please log in' texts (SPEC §2).
      { path: 'registration', lazy: () => import('./routes/registration') },
      { path: 'enrolled-events', lazy: () => import('./routes/enrolled-events') },
      { path: 'verify/:code', lazy: () => import('./routes/verify') },
      { path: 'notify-me/:action', lazy: () => import('./routes/notify-me') },
      { path: 'check-in/:passCode', lazy: () => import('./routes/pass-landing') },
      {
        element: (
          <RequireRole roles={['student', 'organizer']}>
            <Outlet />
          </RequireRole>
        ),
        children: [{ path: 'cart', lazy: () => import('./routes/cart') }],
      },
      {
        element: (
          <RequireRole roles={['student']}>
            <Outlet />
          </RequireRole>
        ),
        children: [{ path: 'student-dashboard', lazy: () => import('./routes/student-dashboard') }],
      },
    ]),
  },
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
  { path: '*', element: <Navigate to="/" replace /> },
]);

export const createRouter = () => createBrowserRouter(routes);
