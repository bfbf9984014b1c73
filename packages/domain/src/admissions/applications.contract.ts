import type { Envelope } from '../api/envelope';
import type { ApplicationDetail, ApplicationStatus, ApplicationSummary } from './applications.types';

/** Paths under /api, named after the client functions that call them. */
export const APPLICATION_ROUTES = {
  apply: 'applications',
  openApplication: 'applications/status',
  getApplications: 'applications',
  getApplication: 'applications/:id',
  addApplicationNote: 'applications/:id/notes',
  downloadApplicationDocument: 'applications/documents/:id',
} as const;

/** The site's page a private link opens. */
export const APPLICATION_STATUS_PAGE = '/applications/status';

/** POST /api/applications: `verified` when the guardian's signed-in address was proved already. */
export interface ApplyResponse {
  success: true;
  message: string;
  verified: boolean;
}

/** POST /api/applications/status: the first opening confirms the address; every one shows where things stand. */
export type OpenApplicationResponse = Envelope<'application', ApplicationStatus> & { message: string };
export type GetApplicationsResponse = Envelope<'applications', ApplicationSummary[]> & { total: number };
export type GetApplicationResponse = Envelope<'application', ApplicationDetail>;
export type AddApplicationNoteResponse = GetApplicationResponse;
