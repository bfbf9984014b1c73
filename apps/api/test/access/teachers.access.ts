import { addTeacher, teacherFields } from '../support/people';
import { type AccessContext, type AccessRow, allRoles, type Role } from './access-matrix';

/** A fresh teacher added by the GOD, so a delete by one role leaves the next its own. */
const freshTeacher = ({ test, auth }: AccessContext) => addTeacher(test, auth('god').Authorization!.replace('Bearer ', ''));

const adminsOnly = (status: number): Record<Role, number> => ({ anonymous: 401, general: 403, owner: 403, admin: status, god: status });

export const rows: AccessRow[] = [
  {
    route: 'GET /api/teachers',
    call: ({ http, auth }, role) => http().get('/api/teachers').set(auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'GET /api/teachers/:id',
    call: async (context, role) => {
      const { id } = await freshTeacher(context);
      return context.http().get(`/api/teachers/${id}`).set(context.auth(role));
    },
    expect: allRoles(200),
  },
  {
    route: 'POST /api/teachers',
    call: ({ http, auth }, role) => http().post('/api/teachers').set(auth(role)).send(teacherFields()),
    expect: adminsOnly(201),
  },
  {
    route: 'PUT /api/teachers',
    call: async (context, role) => {
      const { id } = await freshTeacher(context);
      return context.http().put('/api/teachers').set(context.auth(role)).send({ id, subject: 'Music specialist' });
    },
    expect: adminsOnly(200),
  },
  {
    route: 'DELETE /api/teachers',
    call: async (context, role) => {
      const { id } = await freshTeacher(context);
      return context.http().delete('/api/teachers').set(context.auth(role)).send({ id, path: 'teachers/x.webp' });
    },
    expect: adminsOnly(200),
  },
];
