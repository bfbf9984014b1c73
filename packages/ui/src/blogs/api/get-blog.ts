import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getBlog } from '@trailside/domain/blogs/blog.client';
import { useApi } from '../../api/api-provider';
import { entityQueryDefaults } from '../../api/query-client';
import { blogKeys } from './blog-keys';

export const blogQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: async () => (await getBlog(api, id)).blog,
    ...entityQueryDefaults,
  });

export const useBlog = (id: string) => useQuery(blogQueryOptions(useApi(), id));
