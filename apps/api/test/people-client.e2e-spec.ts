import { requireSession } from '@trailside/domain/account/account.types';
import { login, register } from '@trailside/domain/auth/auth.client';
import { moderateItems } from '@trailside/domain/moderation/moderation.client';
import { createTeacher, deleteTeacher, getTeacher, getTeachers, updateTeacher } from '@trailside/domain/teachers/teachers.client';
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonials,
  updateTestimonial,
} from '@trailside/domain/testimonials/testimonials.client';
import { pngPicture } from './support/images';
import { teacherFields } from './support/people';
import { type ClientTestApp, startClientTestApp } from './support/client-app';
import { ADMIN, newFamily } from './support/test-app';

/** The typed testimonial and teacher requests both front ends use, against the real server. */
let test: ClientTestApp;
let adminToken: string;
let familyToken: string;

beforeAll(async () => {
  test = await startClientTestApp();
  adminToken = requireSession(await login(test.api, { email: ADMIN.email, password: ADMIN.password })).token;
  familyToken = (await register(test.api, newFamily({ fname: 'Lena' }))).token;
});
afterAll(() => test.close());

describe('the testimonials client', () => {
  it('should write, edit through the data field, moderate, list by viewer and delete', async () => {
    test.token = familyToken;
    const { testimonial } = await createTestimonial(test.api, { text: 'Lena counts in Spanish now.' });
    expect(testimonial).toMatchObject({ fname: 'Lena', approved: false });
    const edited = await updateTestimonial(test.api, { id: testimonial.id, text: 'Lena counts to a hundred in Spanish now.' });
    expect(edited.testimonial.text).toBe('Lena counts to a hundred in Spanish now.');

    test.token = undefined;
    expect((await getTestimonials(test.api)).testimonials.map((t) => t.id)).not.toContain(testimonial.id);

    test.token = adminToken;
    const approved = await moderateItems(test.api, { action: 'approve', items: [{ kind: 'testimonial', id: testimonial.id }] });
    expect(approved.items[0]).toMatchObject({ id: testimonial.id, to: 'approved' });
    const deleted = await deleteTestimonial(test.api, testimonial.id);
    expect(deleted).toMatchObject({ success: true, testimonial: { rejected: true } });
    expect((await getTestimonials(test.api)).testimonials.map((t) => t.id)).not.toContain(testimonial.id);
    expect((await getTestimonials(test.api, { showDeleted: true })).testimonials.map((t) => t.id)).toContain(testimonial.id);
  });
});

describe('the teachers client', () => {
  it('should add with a portrait, read, change only the picture and remove', async () => {
    test.token = adminToken;
    const picture = new Blob([new Uint8Array(await pngPicture())], { type: 'image/png' });
    const { teacher } = await createTeacher(test.api, { ...teacherFields(), skills: [{ name: 'Clay', percent: 80 }] }, picture);
    expect(teacher.imageUrl).toMatch(/^\/uploads\/teachers\//);

    test.token = undefined;
    expect((await getTeachers(test.api)).teachers.map((t) => t.id)).toContain(teacher.id);
    expect((await getTeacher(test.api, teacher.id)).teacher.skills).toEqual([{ name: 'Clay', percent: 80 }]);

    test.token = adminToken;
    const changed = await updateTeacher(test.api, { id: teacher.id }, picture);
    expect(changed.teacher.imageUrl).not.toBe(teacher.imageUrl);
    expect(changed.teacher.name).toBe(teacher.name);
    await expect(deleteTeacher(test.api, teacher.id)).resolves.toMatchObject({ success: true, teacher: { id: teacher.id } });
    await expect(getTeacher(test.api, teacher.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
