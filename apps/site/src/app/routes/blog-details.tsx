import { isApiError } from '@trailside/domain/api/errors';
import { BLOG_TEXTS } from '@trailside/domain/blogs/blog.messages';
import { useIsAdmin } from '@trailside/ui/auth/use-actor';
import { Button, buttonClassName } from '@trailside/ui/button/button';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { HydrationTurn } from '../../components/hydration-turn';
import { useBlog } from '../../features/blogs/api/get-blog';
import { BlogPostArticle } from '../../features/blogs/components/blog-post';
import type { BlogDetailsState } from '../../features/blogs/components/blog-link';
import { CommentSection } from '../../features/blogs/components/comment-section';
import { RecentBlogsWidget } from '../../features/blogs/components/recent-blogs-widget';
import './blog-details.css';

// The post editor is for staff only: visitors never fetch it.
const BlogForm = lazy(() => import('../../features/blogs/components/blog-form').then((module) => ({ default: module.BlogForm })));

/** Spec section 2: the post id arrives in navigation state, or in ?id= for shared links; with neither, back to the grid. */
export function Component() {
  const { state } = useLocation() as { state: BlogDetailsState | null };
  const [params] = useSearchParams();
  const id = state?.blogId ?? params.get('id');
  if (!id) return <Navigate to="/blog-classic-grid" replace />;
  return <BlogDetails key={id} id={id} />;
}

function BlogDetails({ id }: { id: string }) {
  const blog = useBlog(id);
  const notFound = isApiError(blog.error, 404);
  const staff = useIsAdmin();
  const [editing, setEditing] = useState(false);

  return (
    <div className="blog-details container page">
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
            <HydrationTurn>
              <CommentSection blog={blog.data} />
            </HydrationTurn>
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
      <HydrationTurn>
        <aside className="blog-details__sidebar card" aria-label="More from the blog">
          <RecentBlogsWidget title="Recent posts" />
          <p className="blog-details__all">
            <Link to="/blog-classic-grid">All blog posts</Link>
          </p>
        </aside>
      </HydrationTurn>
    </div>
  );
}
