import type { ApiClient } from '../api/client';
import { requireEntity, routeTo, send } from '../api/client';
import { searchParamsOf } from '../pagination/list-query';
import { FAMILY_ROUTES, type FamilyResponse, type GetFamiliesResponse, type GetMyFamilyResponse, type UpdateMyFamilyResponse } from './families.contract';
import type {
  AddFamilyInput,
  AddGuardianInput,
  AddStudentInput,
  FamiliesQueryInput,
  FamilyNoteInput,
  FamilyQueryInput,
  MergeFamilyInput,
  MoveStageInput,
  UpdateFamilyInput,
  UpdateGuardianInput,
  UpdateMyGuardianInput,
  UpdateMyStudentInput,
  UpdateStudentInput,
} from './families.schema';

/** Shown when the API answers without the family it should have sent (worded like spec section 8's others). */
export const FAMILY_MISSING = 'Family response is undefined';
const withFamily = requireEntity('family', FAMILY_MISSING);
const at = (route: string, id: string) => routeTo(route, { id });

/** Staff: a page of the families board, with its counts by stage. */
export const getFamilies = (api: ApiClient, query: FamiliesQueryInput = {}) =>
  send(() => api.get(FAMILY_ROUTES.getFamilies, { searchParams: searchParamsOf(query) }).json<GetFamiliesResponse>());

/** Staff add a family by hand, from its first guardian. */
export const addFamily = (api: ApiClient, guardian: AddFamilyInput) =>
  send(() => api.post(FAMILY_ROUTES.addFamily, { json: guardian }).json<FamilyResponse>()).then(withFamily);

/** Staff: one family, with a page of its timeline (newest first). */
export const getFamily = (api: ApiClient, id: string, query: FamilyQueryInput = {}) =>
  send(() => api.get(at(FAMILY_ROUTES.getFamily, id), { searchParams: searchParamsOf(query) }).json<FamilyResponse>()).then(withFamily);

export const updateFamily = (api: ApiClient, id: string, change: UpdateFamilyInput) =>
  send(() => api.put(at(FAMILY_ROUTES.updateFamily, id), { json: change }).json<FamilyResponse>()).then(withFamily);

export const addFamilyNote = (api: ApiClient, id: string, note: FamilyNoteInput) =>
  send(() => api.post(at(FAMILY_ROUTES.addFamilyNote, id), { json: note }).json<FamilyResponse>()).then(withFamily);

export const addGuardian = (api: ApiClient, id: string, guardian: AddGuardianInput) =>
  send(() => api.post(at(FAMILY_ROUTES.addGuardian, id), { json: guardian }).json<FamilyResponse>()).then(withFamily);

export const updateGuardian = (api: ApiClient, id: string, change: UpdateGuardianInput) =>
  send(() => api.put(at(FAMILY_ROUTES.updateGuardian, id), { json: change }).json<FamilyResponse>()).then(withFamily);

export const addStudent = (api: ApiClient, id: string, student: AddStudentInput) =>
  send(() => api.post(at(FAMILY_ROUTES.addStudent, id), { json: student }).json<FamilyResponse>()).then(withFamily);

export const updateStudent = (api: ApiClient, id: string, change: UpdateStudentInput) =>
  send(() => api.put(at(FAMILY_ROUTES.updateStudent, id), { json: change }).json<FamilyResponse>()).then(withFamily);

/** Staff move a student's stage by hand, with the reason the timeline and the audit trail keep. */
export const moveStage = (api: ApiClient, id: string, move: MoveStageInput) =>
  send(() => api.post(at(FAMILY_ROUTES.moveStage, id), { json: move }).json<FamilyResponse>()).then(withFamily);

/** Staff merge the family `fromId` into family `id`: everything of the first moves to the second. */
export const mergeFamily = (api: ApiClient, id: string, merge: MergeFamilyInput) =>
  send(() => api.post(at(FAMILY_ROUTES.mergeFamily, id), { json: merge }).json<FamilyResponse>()).then(withFamily);

/** The signed-in guardian's own family, or null. */
export const getMyFamily = (api: ApiClient) => send(() => api.get(FAMILY_ROUTES.getMyFamily).json<GetMyFamilyResponse>());

export const updateMyGuardian = (api: ApiClient, change: UpdateMyGuardianInput) =>
  send(() => api.put(FAMILY_ROUTES.updateMyGuardian, { json: change }).json<UpdateMyFamilyResponse>()).then(withFamily);

export const updateMyStudent = (api: ApiClient, change: UpdateMyStudentInput) =>
  send(() => api.put(FAMILY_ROUTES.updateMyStudent, { json: change }).json<UpdateMyFamilyResponse>()).then(withFamily);
