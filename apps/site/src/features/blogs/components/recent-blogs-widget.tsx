import { RECENT_BLOGS_LIMIT } from '@trailside/domain/blogs/blog.rules';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import { Link } from 'react-router-dom';
import { useRecentBlogs } from '@trailside/ui/blogs/api/get-recent-blogs';
import { BlogDate } from './blog-date';
import { blogDetailsLink } from './blog-link';
import './recent-blogs-widget.css';

interface RecentBlogsWidgetProps {
  /** The widget's heading, e.g. "Recent posts" in the post sidebar, "From the blog" in the footer. */
  title?: string;
  limit?: number;
  /** "dark" for the footer's green band. */
  tone?: 'light' | 'dark';
}

/** The newest posts with their dates (spec section 1: the footer's recent-blogs widget; also the post sidebar). */
export function RecentBlogsWidget({ title = 'Recent posts', limit = RECENT_BLOGS_LIMIT, tone = 'light' }: RecentBlogsWidgetProps) {
  const recent = useRecentBlogs(limit);
  const headingId = `recent-blogs-${tone}`;
  return (
    <section className={`recent-blogs recent-blogs--${tone}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="recent-blogs__title">
        {title}
      </h2>
      {recent.isPending ? (
        <p className="recent-blogs__note">Loading the latest posts…</p>
      ) : recent.isError || recent.data.length === 0 ? (
        <p className="recent-blogs__note">New posts will appear here soon.</p>
      ) : (
        <ul className="recent-blogs__list">
          {recent.data.map((blog) => {
            const link = blogDetailsLink(blog.id);
            return (
              <li key={blog.id} className="recent-blogs__item">
                {blog.imageUrl && <ResponsiveImage className="recent-blogs__thumb" src={blog.imageUrl} alt="" sizes="72px" width={72} height={48} />}
                <div>
                  <Link to={link.to} state={link.state} className="recent-blogs__link">
                    {blog.title}
                  </Link>
                  <BlogDate className="recent-blogs__date" createdAt={blog.createdAt} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
