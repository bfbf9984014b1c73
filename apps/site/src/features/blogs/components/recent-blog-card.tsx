import type { Blog } from '@trailside/domain/blogs/blog.types';
import { cutText, PREVIEW_LIMITS } from '@trailside/domain/text/text-preview';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import { Link } from 'react-router-dom';
import { BlogDate } from './blog-date';
import { blogDetailsLink } from './blog-link';
import './recent-blog-card.css';

/**
 * A post in the home page's recent-blogs carousel (spec section 2): title cut to 20 characters, text to
 * 77, each with an ellipsis, and Read More to the post. `headingLevel` fits it under the section's heading.
 */
export function RecentBlogCard({ blog, headingLevel = 3 }: { blog: Blog; headingLevel?: 2 | 3 | 4 }) {
  const link = blogDetailsLink(blog.id);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="recent-blog-card">
      {blog.imageUrl && (
        <ResponsiveImage className="recent-blog-card__image" src={blog.imageUrl} alt="" sizes="(max-width: 550px) 100vw, (max-width: 1200px) 50vw, 33vw" width={1200} height={800} />
      )}
      <div className="recent-blog-card__body">
        <BlogDate className="recent-blog-card__date" createdAt={blog.createdAt} />
        <Heading className="recent-blog-card__title" title={blog.title}>
          {cutText(blog.title, PREVIEW_LIMITS.cardTitle)}
        </Heading>
        <p className="recent-blog-card__text">{cutText(blog.text, PREVIEW_LIMITS.cardText)}</p>
        <Link className="recent-blog-card__more" to={link.to} state={link.state}>
          Read More<span className="visually-hidden"> about {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}
