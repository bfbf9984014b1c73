import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { ApiError } from '@trailside/domain/api/errors';
import { getBlog } from '@trailside/domain/blogs/blog.client';
import { useApi } from '@trailside/ui/api/api-provider';

export const blogQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['blogs', 'detail', id],
    queryFn: async () => (await getBlog(api, id)).blog,
    // A post that is not there will not appear on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.statusCode === 404) && failures < 2,
  });

export const useBlog = (id: string) => useQuery(blogQueryOptions(useApi(), id));
