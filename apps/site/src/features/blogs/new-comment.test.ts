import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { createSessionApiClient } from '@trailside/ui/api/api-provider';
import { commentKeys } from '@trailside/ui/comments/api/comment-keys';
import { createCommentMutationOptions } from '@trailside/ui/comments/api/create-comment';
import { ADMIN } from '@trailside/api/scripts/harness.mjs';
import { expect, inject, it } from 'vitest';

interface Listed {
  id: string;
  docPath: string;
}

/** Issue 24: a new comment refreshes its own thread (the list it joins, the one showing what it answers), no other. */
it('should refresh only the thread a reply joins, not every post and comment on the site', async () => {
  const apiUrl = inject('apiUrl');
  const read = async <T>(path: string) => (await (await fetch(`${apiUrl}${path}`)).json()) as T;
  // The oldest two posts, so the pages other test files draw (the newest post) stay as they were.
  const { blogs } = await read<{ blogs: { id: string }[] }>('/api/blogs?query=' + encodeURIComponent(JSON.stringify({ limit: 50 })));
  const [post, otherPost] = blogs.slice(-2).reverse() as [{ id: string }, { id: string }];
  const { comments } = await read<{ comments: Listed[] }>(`/api/comments?parentDocPath=blogs/${post.id}`);
  const [answered, sibling] = comments as [Listed, Listed];
  expect(sibling).toBeDefined();

  const login = await fetch(`${apiUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token: string };
  const api = createSessionApiClient(apiUrl, { getToken: () => token, signOut: () => {} });

  // Every comment list a page of the site could hold at that moment.
  const queryClient = new QueryClient();
  const lists = {
    postThread: `blogs/${post.id}`,
    repliesJoined: answered.docPath,
    siblingReplies: sibling.docPath,
    otherPost: `blogs/${otherPost.id}`,
  };
  for (const parentDocPath of Object.values(lists)) queryClient.setQueryData(commentKeys.list(parentDocPath, null), []);

  await new MutationObserver(queryClient, createCommentMutationOptions(api, queryClient)).mutate({ comment: 'Thank you for the photos of the pond!', parentDocPath: answered.docPath });

  const invalidated = Object.fromEntries(Object.entries(lists).map(([name, parentDocPath]) => [name, queryClient.getQueryState(commentKeys.list(parentDocPath, null))?.isInvalidated]));
  expect(invalidated).toEqual({ postThread: true, repliesJoined: true, siblingReplies: false, otherPost: false });
});
