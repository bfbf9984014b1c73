import { requireSession } from '@trailside/domain/account/account.types';
import { createApiClient } from '@trailside/domain/api/client';
import { ApiError } from '@trailside/domain/api/errors';
import { login, register } from '@trailside/domain/auth/auth.client';
import { createBlog, deleteBlog, getBlog, getBlogs, getBlogsArchive, getRecentBlogs, updateBlog } from '@trailside/domain/blogs/blog.client';
import { createComment, deleteComment, getComments, updateComment } from '@trailside/domain/comments/comment.client';
import { moderateItems } from '@trailside/domain/moderation/moderation.client';
import { pngPicture } from './support/images';
import { type ClientTestApp, startClientTestApp } from './support/client-app';
import { ADMIN, newFamily } from './support/test-app';

/** The blog and comment functions both front ends use, against the real server. */
let test: ClientTestApp;
beforeAll(async () => {
  test = await startClientTestApp();
});
afterAll(() => test.close());

it('should write, page, change and delete posts, and carry a thread through moderation', async () => {
  test.token = requireSession(await login(test.api, { email: ADMIN.email, password: ADMIN.password })).token;
  const picture = new Blob([new Uint8Array(await pngPicture())], { type: 'image/png' });
  const { blog } = await createBlog(test.api, { title: 'Garden', text: 'Beans!' }, picture);
  expect(blog.imageUrl).toMatch(/^\/uploads\/blogs\//);
  const second = (await createBlog(test.api, { title: 'Concert', text: 'Recorders.' })).blog;

  expect((await getBlogs(test.api, { limit: 1 })).blogs.map((item) => item.id)).toEqual([second.id]);
  expect((await getBlogs(test.api, { next: true, after: second.id, limit: 1 })).blogs.map((item) => item.id)).toEqual([blog.id]);
  expect((await getRecentBlogs(test.api)).blogs).toHaveLength(2);
  const thisYear = new Date().getUTCFullYear();
  expect((await getBlogsArchive(test.api)).years).toEqual([{ year: thisYear, count: 2 }]);
  expect((await getBlogsArchive(test.api, { year: thisYear })).blogs.map((item) => item.id)).toEqual([second.id, blog.id]);
  expect((await getBlogsArchive(test.api, { year: thisYear - 1 })).blogs).toEqual([]);
  expect((await updateBlog(test.api, { id: blog.id, title: 'Garden, week two' })).blog.title).toBe('Garden, week two');
  expect((await getBlog(test.api, blog.id)).blog.title).toBe('Garden, week two');

  const adminToken = test.token;
  test.token = (await register(test.api, newFamily({ fname: 'Rosa' }))).token;
  const { comment } = await createComment(test.api, { comment: 'Lovely', parentDocPath: `blogs/${blog.id}` });
  expect(comment.approved).toBe(false);
  expect((await updateComment(test.api, { id: comment.id, comment: 'Lovely!' })).comment.comment).toBe('Lovely!');
  test.token = adminToken;
  expect((await moderateItems(test.api, { action: 'approve', items: [{ kind: 'comment', id: comment.id }] })).items[0].to).toBe('approved');
  test.token = undefined;
  expect((await getComments(test.api, `blogs/${blog.id}`)).comments).toHaveLength(1);
  test.token = adminToken;
  expect((await deleteComment(test.api, comment.id)).comment.rejected).toBe(true);
  expect((await getComments(test.api, `blogs/${blog.id}`, { showDeleted: true })).comments).toHaveLength(1);

  await expect(deleteBlog(test.api, blog.id)).resolves.toEqual({ success: true, id: blog.id });
  await expect(getBlog(test.api, blog.id)).rejects.toMatchObject({ statusCode: 404 });
  test.token = undefined;
  await expect(createComment(test.api, { comment: 'Hi', parentDocPath: `blogs/${second.id}` })).rejects.toEqual(
    new ApiError(401, 'UNAUTHORIZED', 'Please log in to post'),
  );
});

describe('answers without their entity', () => {
  // A server that answers 200 with an empty object, as a misconfigured proxy might.
  const emptyApi = createApiClient({ baseUrl: 'http://school.test', fetch: async () => Response.json({}) });

  it('should fail with "Blog response is undefined"', async () => {
    await expect(getBlog(emptyApi, 'b1')).rejects.toThrow('Blog response is undefined');
  });

  it('should fail with "Comment response is undefined"', async () => {
    await expect(createComment(emptyApi, { comment: 'Hi', parentDocPath: 'blogs/b1' })).rejects.toThrow('Comment response is undefined');
  });
});
