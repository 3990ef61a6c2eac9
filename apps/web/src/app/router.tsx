import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RequireRole } from '../components/require-role';
import { prefetchTimer } from '../api/timer';
import { prefetchSiteContent } from '../api/site-content';
import { withPageStylesOnRoutes } from '../lib/page-styles';
import { PublicLayout } from './layouts/public-layout';
import { ErrorPage, pagesWithin } from './routes/error-page';
import { Component as HomeRoute } from './routes/home';

// The spec's route table (SPEC §2). Pages are lazy modules exporting `Component`, so the landing
// page's bundle never carries admin or organizer code; the staff areas' routes themselves load on
// the first visit to one (staff-routes.tsx).

export const routes: RouteObject[] = withPageStylesOnRoutes([
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <ErrorPage />,
    // What a staff path shows on the first load of a visit while the staff areas' routes download:
    // until then React Router matches it to this route alone, and a blank page would show.
    HydrateFallback: PageLoader,
    // The header and footer show at once on the first page of a visit; its content's loader shows
    // between them meanwhile (pagesWithin).
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
        // Its data only seeds the page's queries, which refresh themselves: the Login pop-up's
        // ?auth=login coming and going (Back included) must not wait on it again.
        shouldRevalidate: () => false,
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
  // Also what a staff path matches until its area's routes have loaded: the loader shows meanwhile,
  // and the error screen if they cannot be downloaded (offline, on a device that never opened one).
  {
    path: '*',
    element: <Navigate to="/" replace />,
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoader,
  },
]);

/** Paths in a staff area: /organizer, /volunteer and /admin, with their pages. */
const STAFF_AREA = /^\/(organizer|volunteer|admin)(\/|$)/;

export const createRouter = () =>
  createBrowserRouter(routes, {
    // React Router asks here when a path matches no route, or only the catch-all: the staff areas
    // are added on the first visit to one (a visitor's browser never downloads their route table).
    async patchRoutesOnNavigation({ path, patch }) {
      if (!STAFF_AREA.test(path)) return;
      const { staffAreas } = await import('./staff-routes');
      patch(null, staffAreas);
    },
  });
