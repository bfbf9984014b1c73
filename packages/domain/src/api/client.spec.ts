// This spec listens on a real port to see a server that does not answer, so it asks for Node's types (the build leaves specs out).
/// <reference types="node" />
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
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getHealth } from './health.client';
import { type ApiClient, createApiClient, routeTo } from './client';
import { ApiError, errorMessageOf, saveErrorMessageOf, ServerUnreachableError, UNREACHABLE_MESSAGES } from './errors';

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

describe('a request that gets no answer', () => {
  /** A real address on this machine where nothing listens any more: a server is started, then stopped. */
  async function closedAddress(): Promise<string> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return `http://127.0.0.1:${port}`;
  }

  async function listening(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  it('should fail with ServerUnreachableError, whose words say the school’s server is not answering', async () => {
    const failure = await getHealth(createApiClient({ baseUrl: await closedAddress() })).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ServerUnreachableError);
    expect(errorMessageOf(failure)).toBe(UNREACHABLE_MESSAGES.reading);
    expect(saveErrorMessageOf(failure)).toBe(UNREACHABLE_MESSAGES.saving);
  });

  it('should fail the same way when the server takes longer than the client waits', async () => {
    const { server, url } = await listening(() => undefined);
    try {
      const api = createApiClient({ baseUrl: url }).extend({ timeout: 200 });
      await expect(getHealth(api)).rejects.toBeInstanceOf(ServerUnreachableError);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('should keep a server’s answer an ApiError with its message, even a 503', async () => {
    const { server, url } = await listening((_request, response) => {
      response.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ statusCode: 503, code: 'DATABASE_DOWN', message: 'The database cannot be reached right now.' }));
    });
    try {
      const failure = await getHealth(createApiClient({ baseUrl: url })).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(saveErrorMessageOf(failure)).toBe('The database cannot be reached right now.');
    } finally {
      server.close();
    }
  });

  it('should let a request cancelled on purpose pass as it is', async () => {
    const { server, url } = await listening(() => undefined);
    try {
      const controller = new AbortController();
      const request = createApiClient({ baseUrl: url }).get('health', { signal: controller.signal }).json();
      controller.abort();
      const failure = await request.catch((error: unknown) => error);
      expect(failure).toMatchObject({ name: 'AbortError' });
      expect(failure).not.toBeInstanceOf(ServerUnreachableError);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
