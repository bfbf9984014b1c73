import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getBlog } from '@trailside/domain/blogs/blog.client';
import { useApi } from '@trailside/ui/api/api-provider';
import { entityQueryDefaults } from '@trailside/ui/api/query-client';
import { blogKeys } from '@trailside/ui/blogs/api/blog-keys';

export const blogQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: async () => (await getBlog(api, id)).blog,
    ...entityQueryDefaults,
  });

export const useBlog = (id: string) => useQuery(blogQueryOptions(useApi(), id));
