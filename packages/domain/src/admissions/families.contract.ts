import type { Envelope } from '../api/envelope';
import type { FamilyDetail, FamilySummary, MyFamily, StageCounts } from './families.types';

/** Paths under /api, named after the client functions that call them. */
export const FAMILY_ROUTES = {
  getFamilies: 'families',
  addFamily: 'families',
  getFamily: 'families/:id',
  updateFamily: 'families/:id',
  addFamilyNote: 'families/:id/notes',
  addGuardian: 'families/:id/guardians',
  updateGuardian: 'families/:id/guardians',
  addStudent: 'families/:id/students',
  updateStudent: 'families/:id/students',
  moveStage: 'families/:id/stage',
  mergeFamily: 'families/:id/merge',
  getMyFamily: 'account/family',
  updateMyGuardian: 'account/family/me',
  updateMyStudent: 'account/family/students',
} as const;

/**
 * GET /api/families (staff): a page of the board, with `total` (every family matching, not only this page's) and the
 * board's counts by stage (the families' and the students'), which follow the level, term and search but not the
 * stage chosen, so each stage's tab says how many it holds.
 */
export type GetFamiliesResponse = Envelope<'families', FamilySummary[]> & { total: number; counts: StageCounts };
/** Every staff write on a family answers the family as it now is, its timeline's first page included. */
export type FamilyResponse = Envelope<'family', FamilyDetail>;
/** GET /api/account/family: the signed-in guardian's own family, or null when none is on record for them. */
export type GetMyFamilyResponse = Envelope<'family', MyFamily | null>;
export type UpdateMyFamilyResponse = Envelope<'family', MyFamily>;
