import type { RouteObject } from 'react-router';
import { Loading } from '../components/loading.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';
import { sessionLoader, shellRouteId } from './session-loader.ts';
import { Shell } from './shell.tsx';

/** Where the server serves the console: every path below is relative to it. */
export const consoleBasename = '/operator';

/**
 * The console's pages, each route module loaded when it is opened (its JavaScript is measured
 * per route: scripts/console-route-js.ts). Enrolment and sign-in stand alone; every other page is
 * inside the shell, whose loader is the sign-in guard. A section's page is one more lazy child of
 * the shell, wrapped in <Allowed action=...> (guards/allowed.tsx), with its path in sections.ts.
 */
export const consoleRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      { path: 'enrol', lazy: () => import('./routes/enrol.tsx') },
      { path: 'sign-in', lazy: () => import('./routes/sign-in.tsx') },
      { path: 'sso/callback', lazy: () => import('./routes/sso-callback.tsx') },
      {
        id: shellRouteId,
        path: '/',
        loader: sessionLoader,
        element: <Shell />,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx') },
          { path: 'search', lazy: () => import('./routes/search.tsx') },
          { path: 'vehicles/:country/:plate', lazy: () => import('./routes/vehicle.tsx') },
          { path: 'passkeys', lazy: () => import('./routes/passkeys.tsx') },
          { path: 'audit', lazy: () => import('./routes/audit.tsx') },
          { path: 'dashboard', lazy: () => import('./routes/dashboard.tsx') },
          { path: 'renters', lazy: () => import('./routes/renters.tsx') },
          { path: 'renters/:code', lazy: () => import('./routes/renter-company.tsx') },
          { path: 'staff', lazy: () => import('./routes/staff.tsx') },
          { path: 'refunds', lazy: () => import('./routes/refunds.tsx') },
          { path: 'claims', lazy: () => import('./routes/claims.tsx') },
          { path: 'claims/:reference', lazy: () => import('./routes/claim.tsx') },
          { path: 'content', lazy: () => import('./routes/content.tsx') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
