import { type ApiClient, createApiClient } from '@trailside/domain/api/client';
import { ApiError } from '@trailside/domain/api/errors';
import { login, register } from '@trailside/domain/auth/auth.client';
import { createBlog } from '@trailside/domain/blogs/blog.client';
import { createComment, getComments, moderateComments } from '@trailside/domain/comments/comment.client';
import { getModerationQueue, getModerationSummary, pollModerationSummary } from '@trailside/domain/moderation/moderation.client';
import { ACTION_REACHING } from '@trailside/domain/moderation/moderation.rules';
import { createTestimonial, getTestimonials, moderateTestimonials } from '@trailside/domain/testimonials/testimonials.client';
import { ADMIN, newFamily, startTestApp, type TestApp } from './support/test-app';

/** The moderation requests the staff console makes, through the domain client, against the real server. */
let test: TestApp;
let token: string | undefined;
let api: ApiClient;
let adminToken: string;
let familyToken: string;

beforeAll(async () => {
  test = await startTestApp();
  api = createApiClient({ baseUrl: test.url, getToken: () => token });
  adminToken = (await login(api, { email: ADMIN.email, password: ADMIN.password })).token;
  familyToken = (await register(api, newFamily({ fname: 'Ines', lname: 'Moreau' }))).token;
});
afterAll(() => test.close());

it('should list the inbox, moderate from it, and undo each change with the action that reaches its old state', async () => {
  token = adminToken;
  const { blog } = await createBlog(api, { title: 'Harvest fair', text: 'Pumpkins everywhere.' });
  token = familyToken;
  const { comment } = await createComment(api, { comment: 'The pumpkin soup was the best!', parentDocPath: `blogs/${blog.id}` });
  const { testimonial } = await createTestimonial(api, { text: 'Ines asks to go to school on Saturdays.' });

  token = adminToken;
  const inbox = await getModerationQueue(api, { q: 'ines', limit: 10 });
  expect(inbox.items.map((item) => [item.kind, item.id])).toEqual([
    ['testimonial', testimonial.id],
    ['comment', comment.id],
  ]);
  expect(inbox.counts.testimonial.pending).toBe(1);
  const onlyComments = await getModerationQueue(api, { kind: 'comment' });
  expect(onlyComments.items).toEqual([expect.objectContaining({ id: comment.id, context: expect.objectContaining({ blogTitle: 'Harvest fair' }) })]);

  const deleted = await moderateComments(api, { ids: [comment.id], action: 'delete' });
  expect(deleted.changes).toEqual([{ id: comment.id, from: 'pending', to: 'rejected' }]);
  const approved = await moderateTestimonials(api, [testimonial.id], 'approve');
  expect(approved.changes).toEqual([{ id: testimonial.id, from: 'pending', to: 'approved' }]);
  expect((await getComments(api, `blogs/${blog.id}`, { showDeleted: true })).comments.map((item) => item.id)).toContain(comment.id);

  // Undo: each change goes back with the action that reaches its `from` state.
  for (const change of deleted.changes) await moderateComments(api, { ids: [change.id], action: ACTION_REACHING[change.from] });
  for (const change of approved.changes) await moderateTestimonials(api, [change.id], ACTION_REACHING[change.from]);
  const restored = await getModerationQueue(api, { q: 'ines' });
  expect(restored.items.map((item) => [item.id, item.state])).toEqual([
    [testimonial.id, 'pending'],
    [comment.id, 'pending'],
  ]);
  token = undefined;
  expect((await getTestimonials(api)).testimonials.map((item) => item.id)).not.toContain(testimonial.id);
});

it('should poll the summary, reading it again only when it changed', async () => {
  token = adminToken;
  const first = await pollModerationSummary(api);
  if (!first.changed) throw new Error('The first poll has nothing to compare with, so it reads the summary.');
  expect(first.summary).toEqual(await getModerationSummary(api));
  expect(first.etag).toMatch(/^"[\w-]+"$/);

  await expect(pollModerationSummary(api, first.etag)).resolves.toEqual({ changed: false, etag: first.etag });

  token = familyToken;
  await createTestimonial(api, { text: 'The garden club is wonderful.' });
  token = adminToken;
  const next = await pollModerationSummary(api, first.etag);
  expect(next).toMatchObject({ changed: true, summary: { total: first.summary.total + 1 } });
  expect(next.etag).not.toBe(first.etag);
});

it('should carry the refusals as ApiError', async () => {
  token = familyToken;
  await expect(getModerationSummary(api)).rejects.toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  await expect(pollModerationSummary(api)).rejects.toBeInstanceOf(ApiError);
  token = adminToken;
  await expect(getModerationQueue(api, { limit: 500 })).rejects.toMatchObject({
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'Please ask for between 1 and 200 items',
  });
  await expect(moderateTestimonials(api, ['a', 'a'], 'restore')).rejects.toMatchObject({
    statusCode: 400,
    message: 'Please list each testimonial once. These are listed more than once: a',
  });
});
