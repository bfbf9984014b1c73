import { addTestimonial } from '../support/people';
import { type AccessContext, type AccessRow, allRoles } from './access-matrix';

/** A fresh testimonial written by the "owner" family, so every role works on its own. */
async function ownersTestimonial({ test, auth }: AccessContext) {
  return addTestimonial(test, auth('owner').Authorization!.replace('Bearer ', ''));
}

export const rows: AccessRow[] = [
  {
    route: 'GET /api/testimonials',
    call: ({ http, auth }, role) => http().get('/api/testimonials?showDeleted=true').set(auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'POST /api/testimonials',
    call: ({ http, auth }, role) => http().post('/api/testimonials').set(auth(role)).send({ text: 'A kind, calm school.' }),
    expect: { anonymous: 401, general: 201, owner: 201, admin: 201, god: 201 },
  },
  {
    route: 'PUT /api/testimonials',
    call: async (context, role) => {
      const { id } = await ownersTestimonial(context);
      return context.http().put('/api/testimonials').set(context.auth(role)).field('data', JSON.stringify({ id, text: 'Edited.' }));
    },
    expect: 'from-table',
  },
  {
    route: 'DELETE /api/testimonials',
    call: async (context, role) => {
      const { id } = await ownersTestimonial(context);
      return context.http().delete('/api/testimonials').set(context.auth(role)).send({ id, path: `testimonials/${id}` });
    },
    expect: 'from-table',
  },
];
