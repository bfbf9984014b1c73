import { EntityManager } from '@mikro-orm/core';
import { FamiliesService } from '../../src/admissions/families/families.service';
import { AuditService } from '../../src/audit/audit.service';
import type { AccessContext, AccessRow } from './access-matrix';

const STAFF_ONLY = (success: number) => ({ anonymous: 401, general: 403, owner: 403, admin: success, god: success });

/** The family record's service, working in a fork of its own (a test has no request context). */
const familiesOf = ({ test }: AccessContext) => new FamiliesService(test.app.get(EntityManager).fork(), test.app.get(AuditService));

/** A fresh family with a guardian and a student, so each role's change has its own; the guardian is the owner's account when asked. */
async function newFamily(context: AccessContext, owner = false) {
  const tag = `${Date.now()}.${Math.random().toString(36).slice(2)}`;
  const { family, guardian } = await familiesOf(context).familyFor({
    name: 'Olive Access',
    email: `access.${tag}@families.example`,
    verified: owner,
    userId: owner ? context.userId.owner : null,
  });
  const student = await familiesOf(context).addStudent(family.id, { firstName: 'Rowan', lastName: 'Access' });
  return { familyId: family.id, guardianId: guardian.id, studentId: student.id };
}

export const rows: AccessRow[] = [
  { route: 'GET /api/families', call: ({ http, auth }, role) => http().get('/api/families').set(auth(role)), expect: STAFF_ONLY(200) },
  {
    route: 'POST /api/families',
    call: ({ http, auth }, role) => http().post('/api/families').set(auth(role)).send({ name: 'Nia Phoned', email: 'nia.phoned@families.example' }),
    expect: STAFF_ONLY(201),
  },
  {
    route: 'GET /api/families/:id',
    call: async (context, role) => context.http().get(`/api/families/${(await newFamily(context)).familyId}`).set(context.auth(role)),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'PUT /api/families/:id',
    call: async (context, role) => context.http().put(`/api/families/${(await newFamily(context)).familyId}`).set(context.auth(role)).send({ name: 'The Access family' }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/families/:id/notes',
    call: async (context, role) => context.http().post(`/api/families/${(await newFamily(context)).familyId}/notes`).set(context.auth(role)).send({ text: 'Rang back.' }),
    expect: STAFF_ONLY(201),
  },
  {
    route: 'POST /api/families/:id/guardians',
    call: async (context, role) =>
      context.http().post(`/api/families/${(await newFamily(context)).familyId}/guardians`).set(context.auth(role)).send({ name: 'Sam Access', email: 'sam.access@families.example' }),
    expect: STAFF_ONLY(201),
  },
  {
    route: 'PUT /api/families/:id/guardians',
    call: async (context, role) => {
      const { familyId, guardianId } = await newFamily(context);
      return context.http().put(`/api/families/${familyId}/guardians`).set(context.auth(role)).send({ id: guardianId, phone: '555-0100' });
    },
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/families/:id/students',
    call: async (context, role) => context.http().post(`/api/families/${(await newFamily(context)).familyId}/students`).set(context.auth(role)).send({ firstName: 'Wren' }),
    expect: STAFF_ONLY(201),
  },
  {
    route: 'PUT /api/families/:id/students',
    call: async (context, role) => {
      const { familyId, studentId } = await newFamily(context);
      return context.http().put(`/api/families/${familyId}/students`).set(context.auth(role)).send({ id: studentId, level: 'primary' });
    },
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/families/:id/stage',
    call: async (context, role) => {
      const { familyId, studentId } = await newFamily(context);
      return context.http().post(`/api/families/${familyId}/stage`).set(context.auth(role)).send({ studentId, stage: 'applied', reason: 'Applied on paper' });
    },
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/families/:id/merge',
    call: async (context, role) => {
      const [into, from] = [await newFamily(context), await newFamily(context)];
      return context.http().post(`/api/families/${into.familyId}/merge`).set(context.auth(role)).send({ fromId: from.familyId });
    },
    expect: STAFF_ONLY(200),
  },
  {
    route: 'GET /api/account/family',
    call: ({ http, auth }, role) => http().get('/api/account/family').set(auth(role)),
    expect: { anonymous: 401, general: 200, owner: 200, admin: 200, god: 200 },
  },
  {
    route: 'PUT /api/account/family/me',
    // Only the owner is a guardian; everyone else has no family to correct.
    call: async (context, role) => {
      await newFamily(context, true);
      return context.http().put('/api/account/family/me').set(context.auth(role)).send({ phone: '555-0111' });
    },
    expect: { anonymous: 401, general: 404, owner: 200, admin: 404, god: 404 },
  },
  {
    route: 'PUT /api/account/family/students',
    call: async (context, role) => {
      const { studentId } = await newFamily(context, true);
      return context.http().put('/api/account/family/students').set(context.auth(role)).send({ id: studentId, firstName: 'Rowena' });
    },
    expect: 'from-table',
  },
];
