import { type ApiClient, createApiClient } from '@trailside/domain/api/client';
import { login, register } from '@trailside/domain/auth/auth.client';
import { createTeacher, deleteTeacher, getTeacher, getTeachers, updateTeacher } from '@trailside/domain/teachers/teachers.client';
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonials,
  moderateTestimonials,
  updateTestimonial,
} from '@trailside/domain/testimonials/testimonials.client';
import { pngPicture } from './support/images';
import { teacherFields } from './support/people';
import { ADMIN, newFamily, startTestApp, type TestApp } from './support/test-app';

/** The typed testimonial and teacher requests both front ends use, against the real server. */
let test: TestApp;
let token: string | undefined;
let api: ApiClient;
let adminToken: string;
let familyToken: string;

beforeAll(async () => {
  test = await startTestApp();
  api = createApiClient({ baseUrl: test.url, getToken: () => token });
  adminToken = (await login(api, { email: ADMIN.email, password: ADMIN.password })).token;
  familyToken = (await register(api, newFamily({ fname: 'Lena' }))).token;
});
afterAll(() => test.close());

describe('the testimonials client', () => {
  it('should write, edit through the data field, moderate, list by viewer and delete', async () => {
    token = familyToken;
    const { testimonial } = await createTestimonial(api, { text: 'Lena counts in Spanish now.' });
    expect(testimonial).toMatchObject({ fname: 'Lena', approved: false });
    const edited = await updateTestimonial(api, { id: testimonial.id, text: 'Lena counts to a hundred in Spanish now.' });
    expect(edited.testimonial.text).toBe('Lena counts to a hundred in Spanish now.');

    token = undefined;
    expect((await getTestimonials(api)).testimonials.map((t) => t.id)).not.toContain(testimonial.id);

    token = adminToken;
    const approved = await moderateTestimonials(api, [testimonial.id], 'approve');
    expect(approved.testimonials[0]).toMatchObject({ id: testimonial.id, approved: true });
    const deleted = await deleteTestimonial(api, testimonial.id);
    expect(deleted).toMatchObject({ success: true, testimonial: { rejected: true } });
    expect((await getTestimonials(api)).testimonials.map((t) => t.id)).not.toContain(testimonial.id);
    expect((await getTestimonials(api, { showDeleted: true })).testimonials.map((t) => t.id)).toContain(testimonial.id);
  });
});

describe('the teachers client', () => {
  it('should add with a portrait, read, change only the picture and remove', async () => {
    token = adminToken;
    const picture = new Blob([new Uint8Array(await pngPicture())], { type: 'image/png' });
    const { teacher } = await createTeacher(api, { ...teacherFields(), skills: [{ name: 'Clay', percent: 80 }] }, picture);
    expect(teacher.imageUrl).toMatch(/^\/uploads\/teachers\//);

    token = undefined;
    expect((await getTeachers(api)).teachers.map((t) => t.id)).toContain(teacher.id);
    expect((await getTeacher(api, teacher.id)).teacher.skills).toEqual([{ name: 'Clay', percent: 80 }]);

    token = adminToken;
    const changed = await updateTeacher(api, { id: teacher.id }, picture);
    expect(changed.teacher.imageUrl).not.toBe(teacher.imageUrl);
    expect(changed.teacher.name).toBe(teacher.name);
    await expect(deleteTeacher(api, teacher.id)).resolves.toMatchObject({ success: true, teacher: { id: teacher.id } });
    await expect(getTeacher(api, teacher.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
