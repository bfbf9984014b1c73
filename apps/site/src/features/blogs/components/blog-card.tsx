import type { Blog } from '@trailside/domain/blogs/blog.types';
import { commentCountLabel } from '@trailside/domain/comments/comment-count';
import { cutText, PREVIEW_LIMITS } from '@trailside/domain/text/text-preview';
import { Button } from '@trailside/ui/button/button';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import { Link } from 'react-router-dom';
import { BlogDate } from './blog-date';
import { blogDetailsLink } from './blog-link';
import './blog-card.css';

/** One post in the classic grid: picture, date, title and an 80-character preview. */
export function BlogCard({ blog, onDelete }: { blog: Blog; onDelete?: () => void }) {
  const link = blogDetailsLink(blog.id);
  return (
    <article className="blog-card">
      {blog.imageUrl && (
        <ResponsiveImage className="blog-card__image" src={blog.imageUrl} alt="" sizes="(max-width: 550px) 100vw, (max-width: 1200px) 50vw, 33vw" width={1200} height={800} />
      )}
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <BlogDate createdAt={blog.createdAt} /> · {blog.author} · {commentCountLabel(blog.replyCount)}
        </p>
        <h2 className="blog-card__title">
          <Link to={link.to} state={link.state}>
            {blog.title}
          </Link>
        </h2>
        <p className="blog-card__preview">{cutText(blog.text, PREVIEW_LIMITS.gridText)}</p>
        <Link className="blog-card__more" to={link.to} state={link.state}>
          Read More<span className="visually-hidden"> about {blog.title}</span>
        </Link>
        {onDelete && (
          <Button variant="secondary" className="blog-card__delete" onClick={onDelete}>
            Delete<span className="visually-hidden"> {blog.title}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
