import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getRecentBlogs } from '@trailside/domain/blogs/blog.client';
import { RECENT_BLOGS_LIMIT } from '@trailside/domain/blogs/blog.rules';
import { useApi } from '../../api/api-provider';
import { blogKeys } from './blog-keys';

/** A failure is quiet: the widgets say new posts will appear soon, and the carousel is left out. */
export const recentBlogsQueryOptions = (api: ApiClient, limit: number) =>
  queryOptions({
    queryKey: blogKeys.recent(limit),
    queryFn: async () => (await getRecentBlogs(api, { limit })).blogs,
    meta: { errorBanner: false },
  });

/** The newest posts, for the home page carousel, the footer widget and the post sidebar (three by default). */
export const useRecentBlogs = (limit: number = RECENT_BLOGS_LIMIT) => useQuery(recentBlogsQueryOptions(useApi(), limit));
