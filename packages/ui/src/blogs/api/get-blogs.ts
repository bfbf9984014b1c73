import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getBlogs } from '@trailside/domain/blogs/blog.client';
import { BLOG_FETCH_LIMIT } from '@trailside/domain/blogs/blog.rules';
import { nextCursorOf } from '@trailside/domain/pagination/cursor-page';
import { useApi } from '../../api/api-provider';
import { blogKeys } from './blog-keys';

/** Posts newest first, nine at a time; each further batch starts after the last post already loaded. */
export const blogsQueryOptions = (api: ApiClient) =>
  infiniteQueryOptions({
    queryKey: blogKeys.list(),
    queryFn: async ({ pageParam }) =>
      (await getBlogs(api, pageParam ? { next: true, after: pageParam, limit: BLOG_FETCH_LIMIT } : { limit: BLOG_FETCH_LIMIT })).blogs,
    initialPageParam: null as string | null,
    getNextPageParam: (lastBatch) => nextCursorOf(lastBatch, BLOG_FETCH_LIMIT),
  });

export const useBlogs = () => useInfiniteQuery(blogsQueryOptions(useApi()));
