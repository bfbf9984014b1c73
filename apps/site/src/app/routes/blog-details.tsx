import type { PageHandle } from '@trailside/domain/site/site-pages';
import { isApiError } from '@trailside/domain/api/errors';
import { BLOG_TEXTS } from '@trailside/domain/blogs/blog.messages';
import type { Blog } from '@trailside/domain/blogs/blog.types';
import { blogDocPath } from '@trailside/domain/comments/comment.rules';
import { cutText } from '@trailside/domain/text/text-preview';
import { useIsStaff } from '@trailside/ui/auth/use-actor';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { Button, buttonClassName } from '@trailside/ui/button/button';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { lazy, Suspense, useContext, useState } from 'react';
import { Link, Navigate, redirect, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { leadImageOf, PageHead, PublicUrlContext, usePictureUrl } from '../../components/page-head';
import { blogQueryOptions, useBlog } from '@trailside/ui/blogs/api/get-blog';
import { commentsQueryOptions } from '@trailside/ui/comments/api/get-comments';
import { BlogPostArticle } from '../../features/blogs/components/blog-post';
import type { BlogDetailsState } from '../../features/blogs/components/blog-link';
import { CommentSection } from '../../features/blogs/components/comment-section';
import { BLOG_POST_IMAGE_SIZES } from '../../features/blogs/components/image-sizes';
import { RecentBlogsWidget } from '../../features/blogs/components/recent-blogs-widget';
import { quietly, siteOf } from '../site-context';
import './blog-details.css';

export const handle: PageHandle = { title: 'Blog Details' };

// The post editor is for staff only: visitors never fetch it.
const BlogForm = lazy(() => import('../../features/blogs/components/blog-form').then((module) => ({ default: module.BlogForm })));

/** Search results show about 155 characters of a description. */
const DESCRIPTION_LIMIT = 150;

/**
 * The post `?id=` names, then (once it is known to exist) the first page of its comments. A link that carries the id in
 * navigation state only is loaded by the page itself.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api, viewerId, onServer } = siteOf(args);
  const id = new URL(args.request.url).searchParams.get('id');
  // Spec section 2: with no post, back to the grid (the server answers so at once; the page does in the browser).
  if (!id && onServer) return redirect('/blog-classic-grid');
  const blog = id ? await quietly(queryClient.ensureQueryData(blogQueryOptions(api, id))) : undefined;
  if (blog) await quietly(queryClient.ensureInfiniteQueryData(commentsQueryOptions(api, blogDocPath(blog.id), viewerId())));
  return null;
}

/** Spec section 2: the post id arrives in navigation state, or in ?id= for shared links; with neither, back to the grid. */
export function Component() {
  const { state } = useLocation() as { state: BlogDetailsState | null };
  const [params] = useSearchParams();
  const id = state?.blogId ?? params.get('id');
  if (!id) return <Navigate to="/blog-classic-grid" replace />;
  return <BlogDetails key={id} id={id} />;
}

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/** A post shared as itself: its title, text, picture, and a BlogPosting for search engines. */
function BlogHead({ id, blog }: { id: string; blog: Blog | undefined }) {
  const publicUrl = useContext(PublicUrlContext);
  const pictureUrl = usePictureUrl();
  const school = useSiteSettings().schoolName;
  const canonicalPath = `/blog-details?id=${encodeURIComponent(id)}`;
  if (!blog) return <PageHead description="News from the classrooms, the garden and the trail: the Trailside Montessori K-8 blog." canonicalPath={canonicalPath} />;
  const description = cutText(blog.text, DESCRIPTION_LIMIT);
  const image = blog.imageUrl ? pictureUrl(blog.imageUrl) : undefined;
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description,
    datePublished: isoOf(blog.createdAt.seconds),
    dateModified: isoOf(blog.updatedAt.seconds),
    author: { '@type': 'Person', name: blog.author },
    publisher: { '@type': 'EducationalOrganization', name: school, url: `${publicUrl}/` },
    mainEntityOfPage: `${publicUrl}${canonicalPath}`,
    ...(image ? { image } : {}),
  };
  return (
    <PageHead
      title={blog.title}
      description={description}
      canonicalPath={canonicalPath}
      picture={blog.imageUrl ? { url: blog.imageUrl, alt: blog.title } : undefined}
      type="article"
      jsonLd={[posting]}
      leadImage={leadImageOf(blog.imageUrl, BLOG_POST_IMAGE_SIZES)}
    />
  );
}

function BlogDetails({ id }: { id: string }) {
  const blog = useBlog(id);
  const notFound = isApiError(blog.error, 404);
  const staff = useIsStaff();
  const [editing, setEditing] = useState(false);

  return (
    <div className="blog-details container page">
      <BlogHead id={id} blog={blog.data} />
      <div className="blog-details__main">
        {blog.isPending ? (
          <Spinner label="Loading the post" />
        ) : blog.data ? (
          <>
            {editing ? (
              <section className="card" aria-labelledby="edit-post-title">
                <h2 id="edit-post-title">Edit post</h2>
                <Suspense fallback={<Spinner label="Loading the editor" />}>
                  <BlogForm blog={blog.data} onDone={() => setEditing(false)} />
                </Suspense>
              </section>
            ) : (
              <BlogPostArticle blog={blog.data} />
            )}
            {staff && !editing && (
              <div className="blog-details__tools">
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  Edit post
                </Button>
              </div>
            )}
            {/* Below the post: hydrated after it, or first when a reader reaches for it. */}
            <Suspense>
              <CommentSection blog={blog.data} />
            </Suspense>
          </>
        ) : (
          <div className="card blog-details__missing">
            <h2>{notFound ? 'We couldn’t find that post' : 'This post could not be loaded'}</h2>
            <p>{notFound ? BLOG_TEXTS.notFound : 'Please try again in a moment.'}</p>
            <Link to="/blog-classic-grid" className={buttonClassName('primary')}>
              See all blog posts
            </Link>
          </div>
        )}
      </div>
      <Suspense>
        <aside className="blog-details__sidebar card" aria-label="More from the blog">
          <RecentBlogsWidget title="Recent posts" />
          <p className="blog-details__all">
            <Link to="/blog-classic-grid">All blog posts</Link>
          </p>
          <p className="blog-details__all">
            <Link to="/blog-archive">All posts, by year</Link>
          </p>
        </aside>
      </Suspense>
    </div>
  );
}
