/**
 * The Admissions area's views (issue 41), in the sidebar's order under its heading; each has the route
 * `/admissions/<view>` (its route modules in router.tsx's ADMISSIONS_ROUTES) and a folder `features/admissions/<view>/`.
 * Each admissions slice (visits, applications, the waiting list, the agreement) adds its view here and there.
 */
export const ADMISSIONS_VIEWS = ['families', 'visits', 'applications', 'waiting-list', 'agreement'] as const;
export type AdmissionsView = (typeof ADMISSIONS_VIEWS)[number];

export const ADMISSIONS_VIEW_LABELS: Record<AdmissionsView, string> = {
  families: 'Families',
  visits: 'Visits',
  applications: 'Applications',
  'waiting-list': 'Waiting list',
  agreement: 'Enrolment agreement',
};

/** The address of an Admissions view. */
export const admissionsPath = (view: AdmissionsView) => `/admissions/${view}`;
