import type { CreateTeacherInput } from '@trailside/domain/teachers/teacher.schema';
import { bearer, type TestApp } from './test-app';

let counter = 0;

/** A complete teacher form, different every call. */
export function teacherFields(overrides: Partial<CreateTeacherInput> = {}): CreateTeacherInput {
  counter += 1;
  const handle = `guide${counter}`;
  return {
    name: `Amara Bell ${counter}`,
    subject: 'Primary K-2 guide',
    email: `${handle}@trailside-montessori.example`,
    phone: '(555) 014-2790',
    facebook: `https://social.example/facebook/${handle}`,
    googlePlus: `https://social.example/gplus/${handle}`,
    linkedin: `https://social.example/linkedin/${handle}`,
    instagram: `https://social.example/instagram/${handle}`,
    twitter: `https://social.example/twitter/${handle}`,
    desc: 'Amara has guided our youngest learners for nine years.',
    ...overrides,
  };
}

/** Adds a teacher as the given admin and returns it as the API answered. */
export async function addTeacher(test: TestApp, adminToken: string, overrides: Partial<CreateTeacherInput> = {}) {
  const response = await test.http().post('/api/teachers').set(bearer(adminToken)).send(teacherFields(overrides)).expect(201);
  return response.body.teacher as { id: string; imageUrl: string | null; name: string };
}

/** Writes a testimonial as the given user and returns it as the API answered. */
export async function addTestimonial(test: TestApp, token: string, text = 'Theo comes home singing the Spanish songs.') {
  const response = await test.http().post('/api/testimonials').set(bearer(token)).send({ text }).expect(201);
  return response.body.testimonial as { id: string; userId: string; approved: boolean; rejected: boolean; text: string };
}
