import { type ApiClient, createApiClient } from '@trailside/domain/api/client';
import { ApiError } from '@trailside/domain/api/errors';
import { login, register } from '@trailside/domain/auth/auth.client';
import { createBlog, deleteBlog, getBlog, getBlogs, getRecentBlogs, updateBlog } from '@trailside/domain/blogs/blog.client';
import { createComment, deleteComment, getComments, moderateComments, updateComment } from '@trailside/domain/comments/comment.client';
import { pngPicture } from './support/images';
import { ADMIN, newFamily, startTestApp, type TestApp } from './support/test-app';

/** The blog and comment functions both front ends use, against the real server. */
let test: TestApp;
let token: string | undefined;
let api: ApiClient;
beforeAll(async () => {
  test = await startTestApp();
  api = createApiClient({ baseUrl: test.url, getToken: () => token });
});
afterAll(() => test.close());

it('should write, page, change and delete posts, and carry a thread through moderation', async () => {
  token = (await login(api, { email: ADMIN.email, password: ADMIN.password })).token;
  const picture = new Blob([new Uint8Array(await pngPicture())], { type: 'image/png' });
  const { blog } = await createBlog(api, { title: 'Garden', text: 'Beans!' }, picture);
  expect(blog.imageUrl).toMatch(/^\/uploads\/blogs\//);
  const second = (await createBlog(api, { title: 'Concert', text: 'Recorders.' })).blog;

  expect((await getBlogs(api, { limit: 1 })).blogs.map((item) => item.id)).toEqual([second.id]);
  expect((await getBlogs(api, { next: true, after: second.id, limit: 1 })).blogs.map((item) => item.id)).toEqual([blog.id]);
  expect((await getRecentBlogs(api)).blogs).toHaveLength(2);
  expect((await updateBlog(api, { id: blog.id, title: 'Garden, week two' })).blog.title).toBe('Garden, week two');
  expect((await getBlog(api, blog.id)).blog.title).toBe('Garden, week two');

  const adminToken = token;
  token = (await register(api, newFamily({ fname: 'Rosa' }))).token;
  const { comment } = await createComment(api, { comment: 'Lovely', parentDocPath: `blogs/${blog.id}` });
  expect(comment.approved).toBe(false);
  expect((await updateComment(api, { id: comment.id, comment: 'Lovely!' })).comment.comment).toBe('Lovely!');
  token = adminToken;
  expect((await moderateComments(api, { ids: [comment.id], action: 'approve' })).comments[0].approved).toBe(true);
  token = undefined;
  expect((await getComments(api, `blogs/${blog.id}`)).comments).toHaveLength(1);
  token = adminToken;
  expect((await deleteComment(api, comment.id)).comment.rejected).toBe(true);
  expect((await getComments(api, `blogs/${blog.id}`, { showDeleted: true })).comments).toHaveLength(1);

  await expect(deleteBlog(api, blog.id)).resolves.toEqual({ success: true, id: blog.id });
  await expect(getBlog(api, blog.id)).rejects.toMatchObject({ statusCode: 404 });
  token = undefined;
  await expect(createComment(api, { comment: 'Hi', parentDocPath: `blogs/${second.id}` })).rejects.toEqual(
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
