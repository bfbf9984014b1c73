import type { QueryClient } from '@tanstack/react-query';
import { blogKeys } from './blog-keys';

/**
 * Every blog list, the recent widgets and the post itself refresh after a change. The paged list starts
 * again from the newest post: its later batches begin after a post that may just have been deleted.
 */
export const invalidateBlogs = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.resetQueries({ queryKey: blogKeys.list() }),
    queryClient.invalidateQueries({ queryKey: blogKeys.all, predicate: (query) => query.queryKey[1] !== blogKeys.list()[1] }),
  ]);
