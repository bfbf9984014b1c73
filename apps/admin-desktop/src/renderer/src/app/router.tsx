import { Spinner } from '@trailside/ui/spinner/spinner';
import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { CONSOLE_VIEWS, type ConsoleView } from '../../../preload/console-api';
import { ADMISSIONS_VIEWS, type AdmissionsView } from './admissions-views';
import { ConsoleLayout } from './shell/console-layout';
import { RouteError } from './shell/route-error';

/** One thin route module per view (app/routes/<view>.tsx, exporting `Component`); its feature folder does the work. */
const VIEW_ROUTES: Record<ConsoleView, RouteObject['lazy']> = {
  inbox: () => import('./routes/inbox'),
  media: () => import('./routes/media'),
  flyers: () => import('./routes/flyers'),
  people: () => import('./routes/people'),
  enquiries: () => import('./routes/enquiries'),
  settings: () => import('./routes/settings'),
  activity: () => import('./routes/activity'),
  calendar: () => import('./routes/calendar'),
  notices: () => import('./routes/notices'),
  subscribers: () => import('./routes/subscribers'),
};

/** Each Admissions view's route modules: the view itself as the index, and any page below it. */
const ADMISSIONS_ROUTES: Record<AdmissionsView, RouteObject[]> = {
  families: [
    { index: true, lazy: () => import('./routes/admissions-families') },
    { path: ':familyId', lazy: () => import('./routes/admissions-family') },
  ],
  visits: [{ index: true, lazy: () => import('./routes/admissions-visits') }],
  applications: [{ index: true, lazy: () => import('./routes/admissions-applications') }],
  'waiting-list': [{ index: true, lazy: () => import('./routes/admissions-waiting-list') }],
  agreement: [{ index: true, lazy: () => import('./routes/admissions-agreement') }],
};

// A hash router: the built console is a file:// page, where only the part after # can change.
export const router = createHashRouter([
  {
    element: <ConsoleLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <Spinner overlay label="Opening the console" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/inbox" replace /> },
          ...CONSOLE_VIEWS.map((view): RouteObject => ({ path: view, lazy: VIEW_ROUTES[view] })),
          { path: 'admissions', children: ADMISSIONS_VIEWS.map((view): RouteObject => ({ path: view, children: ADMISSIONS_ROUTES[view] })) },
          { path: '*', element: <Navigate to="/inbox" replace /> },
        ],
      },
    ],
  },
]);
