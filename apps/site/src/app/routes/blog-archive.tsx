import { blogsArchiveQuerySchema } from '@trailside/domain/blogs/blog.schema';
import { DETAIL_PAGES } from '@trailside/domain/feeds/feeds.contract';
import type { PageHandle } from '@trailside/domain/site/site-pages';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { blogsArchiveQueryOptions } from '@trailside/ui/blogs/api/get-blogs-archive';
import { BlogArchive } from '../../features/blogs/components/blog-archive';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Blog Archive', sitemap: true, cacheTags: ['blogs'] };

/** The year `?year=` names, read by the API's own rule: a year, none (the newest), or what is wrong with it. */
function yearAsked(params: URLSearchParams): { year?: number; refusal?: string } {
  const parsed = blogsArchiveQuerySchema.safeParse({ year: params.get('year') ?? undefined });
  return parsed.success ? { year: parsed.data.year } : { refusal: parsed.error.issues[0]?.message };
}

/** The years with posts and the year asked for (the newest without one); an unreadable year asks nothing. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  const { year, refusal } = yearAsked(new URL(args.request.url).searchParams);
  if (!refusal) await quietly(queryClient.ensureQueryData(blogsArchiveQueryOptions(api, year)));
  return null;
}

export function Component() {
  const [params] = useSearchParams();
  const { year, refusal } = yearAsked(params);
  return (
    <div className="page container">
      <PageHead
        title={year === undefined ? undefined : `Blog posts from ${year}`}
        description={`Every post on the Trailside Montessori K-8 blog${year === undefined ? '' : ` from ${year}`}, by month: news from the classrooms, the garden and the trail.`}
        canonicalPath={year === undefined ? '/blog-archive' : DETAIL_PAGES.blogYear(year)}
      />
      {refusal ? (
        <div className="card">
          <h2>We could not read that year</h2>
          <p>{refusal}.</p>
          <Link to="/blog-archive">See the newest year’s posts</Link>
        </div>
      ) : (
        <BlogArchive year={year} />
      )}
    </div>
  );
}
