import { blogsArchiveQuerySchema } from '@trailside/domain/blogs/blog.schema';
import { DETAIL_PAGES } from '@trailside/domain/feeds/feeds.contract';
import type { PageHandle } from '@trailside/domain/site/site-pages';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { blogsArchiveQueryOptions } from '@trailside/ui/blogs/api/get-blogs-archive';
import { BlogArchive } from '../../features/blogs/components/blog-archive';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Blog Archive', sitemap: true, cacheTags: ['blogs'] };

/**
 * The year `?year=` and the page `&page=` name, read by the API's own rule: a year, none (the newest), and a page (the
 * first without one); or what is wrong with them.
 */
function yearAsked(params: URLSearchParams): { year?: number; page: number; refusal?: string } {
  const parsed = blogsArchiveQuerySchema.safeParse({ year: params.get('year') ?? undefined, page: params.get('page') ?? undefined });
  return parsed.success ? parsed.data : { page: 1, refusal: parsed.error.issues[0]?.message };
}

/** The years with posts and the page of the year asked for (the newest without one); an unreadable one asks nothing. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  const { year, page, refusal } = yearAsked(new URL(args.request.url).searchParams);
  if (!refusal) await quietly(queryClient.ensureQueryData(blogsArchiveQueryOptions(api, year, page)));
  return null;
}

export function Component() {
  const [params] = useSearchParams();
  const { year, page, refusal } = yearAsked(params);
  const pageText = page > 1 ? `, page ${page}` : '';
  return (
    <div className="page container">
      <PageHead
        title={year === undefined ? undefined : `Blog posts from ${year}${pageText}`}
        description={`Every post on the Trailside Montessori K-8 blog${year === undefined ? '' : ` from ${year}`}${pageText}, by month: news from the classrooms, the garden and the trail.`}
        canonicalPath={year === undefined ? `/blog-archive${page > 1 ? `?page=${page}` : ''}` : DETAIL_PAGES.blogYear(year, page)}
      />
      {refusal ? (
        <div className="card">
          <h2>We could not read that page of the archive</h2>
          <p>{refusal}.</p>
          <Link to="/blog-archive">See the newest year’s posts</Link>
        </div>
      ) : (
        <BlogArchive year={year} page={page} />
      )}
    </div>
  );
}
