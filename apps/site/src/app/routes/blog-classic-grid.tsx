import type { PageHandle } from '@trailside/domain/site/site-pages';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { blogsQueryOptions } from '@trailside/ui/blogs/api/get-blogs';
import { BlogGrid } from '../../features/blogs/components/blog-grid';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Blog', sitemap: true, cacheTags: ['blogs'] };

/** The newest posts, the first batch of the grid. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  await quietly(queryClient.ensureInfiniteQueryData(blogsQueryOptions(api)));
  return null;
}

export function Component() {
  return (
    <>
      <PageHead description="News from the classrooms, the garden and the trail: the Trailside Montessori K-8 blog." />
      <BlogGrid />
    </>
  );
}
