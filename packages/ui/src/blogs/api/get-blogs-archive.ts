import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getBlogsArchive } from '@trailside/domain/blogs/blog.client';
import { useApi } from '../../api/api-provider';
import { blogKeys } from './blog-keys';

/** The years with posts and a page of one year's posts (the newest year's when `year` is undefined). The page says what failed. */
export const blogsArchiveQueryOptions = (api: ApiClient, year: number | undefined, page: number) =>
  queryOptions({
    queryKey: blogKeys.archive(year ?? 'newest', page),
    queryFn: () => getBlogsArchive(api, { year, page }),
    meta: { errorBanner: false },
  });

export const useBlogsArchive = (year: number | undefined, page: number) => useQuery(blogsArchiveQueryOptions(useApi(), year, page));
