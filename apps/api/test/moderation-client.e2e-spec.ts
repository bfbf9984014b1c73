import { requireSession } from '@trailside/domain/account/account.types';
import { ApiError } from '@trailside/domain/api/errors';
import { login, register } from '@trailside/domain/auth/auth.client';
import { createBlog } from '@trailside/domain/blogs/blog.client';
import { createComment, getComments } from '@trailside/domain/comments/comment.client';
import { getModerationQueue, getModerationSummary, moderateItems, pollModerationSummary } from '@trailside/domain/moderation/moderation.client';
import { ACTION_REACHING } from '@trailside/domain/moderation/moderation.rules';
import { createTestimonial, getTestimonials } from '@trailside/domain/testimonials/testimonials.client';
import { type ClientTestApp, startClientTestApp } from './support/client-app';
import { ADMIN, newFamily } from './support/test-app';

/** The moderation requests the staff console makes, through the domain client, against the real server. */
let test: ClientTestApp;
let adminToken: string;
let familyToken: string;

beforeAll(async () => {
  test = await startClientTestApp();
  adminToken = requireSession(await login(test.api, { email: ADMIN.email, password: ADMIN.password })).token;
  familyToken = (await register(test.api, newFamily({ fname: 'Ines', lname: 'Moreau' }))).token;
});
afterAll(() => test.close());

it('should list the inbox, moderate from it, and undo each change with the action that reaches its old state', async () => {
  test.token = adminToken;
  const { blog } = await createBlog(test.api, { title: 'Harvest fair', text: 'Pumpkins everywhere.' });
  test.token = familyToken;
  const { comment } = await createComment(test.api, { comment: 'The pumpkin soup was the best!', parentDocPath: `blogs/${blog.id}` });
  const { testimonial } = await createTestimonial(test.api, { text: 'Ines asks to go to school on Saturdays.' });

  test.token = adminToken;
  const inbox = await getModerationQueue(test.api, { q: 'ines', limit: 10 });
  expect(inbox.items.map((item) => [item.kind, item.id])).toEqual([
    ['testimonial', testimonial.id],
    ['comment', comment.id],
  ]);
  expect(inbox.counts.testimonial.pending).toBe(1);
  const onlyComments = await getModerationQueue(test.api, { kind: 'comment' });
  expect(onlyComments.items).toEqual([expect.objectContaining({ id: comment.id, context: expect.objectContaining({ blogTitle: 'Harvest fair' }) })]);

  const deleted = await moderateItems(test.api, { action: 'delete', items: [{ kind: 'comment', id: comment.id }] });
  expect(deleted.items).toEqual([{ kind: 'comment', id: comment.id, author: expect.any(String), from: 'pending', to: 'rejected' }]);
  const approved = await moderateItems(test.api, { action: 'approve', items: [{ kind: 'testimonial', id: testimonial.id }] });
  expect(approved.items).toEqual([{ kind: 'testimonial', id: testimonial.id, author: expect.any(String), from: 'pending', to: 'approved' }]);
  expect((await getComments(test.api, `blogs/${blog.id}`, { showDeleted: true })).comments.map((item) => item.id)).toContain(comment.id);

  // Undo: each change goes back with the action that reaches its `from` state.
  for (const { kind, id, from } of [...deleted.items, ...approved.items]) await moderateItems(test.api, { action: ACTION_REACHING[from], items: [{ kind, id }] });
  const restored = await getModerationQueue(test.api, { q: 'ines' });
  expect(restored.items.map((item) => [item.id, item.state])).toEqual([
    [testimonial.id, 'pending'],
    [comment.id, 'pending'],
  ]);
  test.token = undefined;
  expect((await getTestimonials(test.api)).testimonials.map((item) => item.id)).not.toContain(testimonial.id);
});

it('should poll the summary, reading it again only when it changed', async () => {
  test.token = adminToken;
  const first = await pollModerationSummary(test.api);
  if (!first.changed) throw new Error('The first poll has nothing to compare with, so it reads the summary.');
  expect(first.summary).toEqual(await getModerationSummary(test.api));
  expect(first.etag).toMatch(/^"[\w-]+"$/);

  await expect(pollModerationSummary(test.api, first.etag)).resolves.toEqual({ changed: false, etag: first.etag });

  test.token = familyToken;
  await createTestimonial(test.api, { text: 'The garden club is wonderful.' });
  test.token = adminToken;
  const next = await pollModerationSummary(test.api, first.etag);
  expect(next).toMatchObject({ changed: true, summary: { total: first.summary.total + 1 } });
  expect(next.etag).not.toBe(first.etag);
});

it('should carry the refusals as ApiError', async () => {
  test.token = familyToken;
  await expect(getModerationSummary(test.api)).rejects.toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  await expect(pollModerationSummary(test.api)).rejects.toBeInstanceOf(ApiError);
  test.token = adminToken;
  await expect(getModerationQueue(test.api, { limit: 500 })).rejects.toMatchObject({
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'Please ask for between 1 and 200 items',
  });
  const twice = { kind: 'testimonial', id: 'a' } as const;
  await expect(moderateItems(test.api, { action: 'restore', items: [twice, twice] })).rejects.toMatchObject({
    statusCode: 400,
    message: 'Please list each item once. These are listed more than once: testimonial:a',
  });
});
