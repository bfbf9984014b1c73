import { getBlog, updateBlog } from '../blogs/blog.client';
import { createComment, deleteComment } from '../comments/comment.client';
import { updateEnquiry } from '../contact/contact.client';
import { deleteGalleryImage, updateGalleryImage } from '../gallery/gallery.client';
import { getSiteSettings } from '../settings/site-settings.client';
import { createShortUrl } from '../short-urls/short-urls.client';
import { createSocialEvent, deleteSocialEvent, updateSocialEvent } from '../social-events/social-events.client';
import { createTeacher, deleteTeacher, getTeacher, updateTeacher } from '../teachers/teachers.client';
import { createTestimonial, deleteTestimonial, updateTestimonial } from '../testimonials/testimonials.client';
import { UserType } from '../users/user-type';
import { createUser, getUser } from '../users/users.client';
import { type ApiClient, createApiClient, routeTo } from './client';

/** A server that answers every request 200 with `body`: what a proxy or a broken deploy might do. */
const answering = (body: string): ApiClient =>
  createApiClient({
    baseUrl: 'http://school.test',
    fetch: async () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
  });

const teacher = { name: 'A', subject: 'B', email: 'a@b.c', phone: '1', facebook: 'f', googlePlus: 'g', linkedin: 'l', instagram: 'i', twitter: 't', desc: 'd' };

describe('an answer without its entity (spec section 8)', () => {
  it.each([
    ['getBlog', (api: ApiClient) => getBlog(api, 'b1'), 'Blog response is undefined'],
    ['updateBlog', (api: ApiClient) => updateBlog(api, { id: 'b1', title: 'T' }), 'Blog response is undefined'],
    ['createComment', (api: ApiClient) => createComment(api, { comment: 'Hi', parentDocPath: 'blogs/b1' }), 'Comment response is undefined'],
    ['deleteComment', (api: ApiClient) => deleteComment(api, 'c1'), 'Comment response is undefined'],
    ['createTestimonial', (api: ApiClient) => createTestimonial(api, { text: 'Kind words' }), 'Testimonial response is undefined'],
    ['updateTestimonial', (api: ApiClient) => updateTestimonial(api, { id: 't1', approved: true }), 'Testimonial response is undefined'],
    ['deleteTestimonial', (api: ApiClient) => deleteTestimonial(api, 't1'), 'Testimonial response is undefined'],
    ['getTeacher', (api: ApiClient) => getTeacher(api, 't1'), 'Teacher response is undefined'],
    ['createTeacher', (api: ApiClient) => createTeacher(api, teacher), 'Teacher response is undefined'],
    ['updateTeacher', (api: ApiClient) => updateTeacher(api, { id: 't1' }), 'Teacher response is undefined'],
    ['deleteTeacher', (api: ApiClient) => deleteTeacher(api, 't1'), 'Teacher response is undefined'],
    ['createSocialEvent', (api: ApiClient) => createSocialEvent(api, { eventDate: 1_900_000_000 }), 'SocialEvent response is undefined'],
    ['updateSocialEvent', (api: ApiClient) => updateSocialEvent(api, { id: 'e1', title: 'Fair' }), 'SocialEvent response is undefined'],
    ['deleteSocialEvent', (api: ApiClient) => deleteSocialEvent(api, { id: 'e1', imagePath: null }), 'SocialEvent response is undefined'],
    ['createShortUrl', (api: ApiClient) => createShortUrl(api, { url: 'https://example.com' }), 'Short Url response is undefined'],
    ['updateGalleryImage', (api: ApiClient) => updateGalleryImage(api, { id: 'g1', alt: 'Beans' }), 'Gallery Image response is undefined'],
    ['deleteGalleryImage', (api: ApiClient) => deleteGalleryImage(api, { id: 'g1', path: 'x' }), 'Gallery Image response is undefined'],
    ['getUser', (api: ApiClient) => getUser(api, 'u1'), 'User response is undefined'],
    ['createUser', (api: ApiClient) => createUser(api, { type: UserType.PARENT, email: 'a@b.c', password: 'long-enough-1', fname: 'A', lname: 'B' }), 'User response is undefined'],
    ['updateEnquiry', (api: ApiClient) => updateEnquiry(api, { id: 'q1', handled: true }), 'Enquiry response is undefined'],
    ['getSiteSettings', (api: ApiClient) => getSiteSettings(api), 'Settings response is undefined'],
  ])('%s should fail with "%s"', async (_name, call, text) => {
    await expect(call(answering('{}'))).rejects.toThrow(text);
    await expect(call(answering('{"success":true}'))).rejects.toThrow(text);
  });

  it('should pass an answer that has its entity through unchanged', async () => {
    const body = { success: true, teacher: { id: 't1', name: 'Amara' } };
    await expect(deleteTeacher(answering(JSON.stringify(body)), 't1')).resolves.toEqual(body);
  });
});

describe('routeTo', () => {
  it.each([
    ['blogs/:id', { id: 'b1' }, 'blogs/b1'],
    ['teachers/:id', { id: 'a/b?c' }, 'teachers/a%2Fb%3Fc'],
    ['health', {}, 'health'],
  ])('%s with %o is %s', (route, params, expected) => {
    expect(routeTo(route, params)).toBe(expected);
  });
});
