import type { Blog } from '@trailside/domain/blogs/blog.types';
import { splitQuote } from '@trailside/domain/text/text-preview';
import { MAIN_PICTURE } from '@trailside/ui/responsive-image/main-picture';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import { BlogDate } from './blog-date';
import { BLOG_POST_IMAGE_SIZES } from './image-sizes';
import './blog-post.css';

const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);

/** One post in full: picture, date, author, the text in paragraphs and the quote block after the [quote] marker. */
export function BlogPostArticle({ blog }: { blog: Blog }) {
  const { body, quote } = splitQuote(blog.text);
  return (
    <article className="blog-post card" aria-labelledby="blog-post-title">
      {blog.imageUrl && (
        // The post's picture is the largest thing above the fold: fetched first (the server preloads it too).
        <ResponsiveImage className="blog-post__image" src={blog.imageUrl} alt="" sizes={BLOG_POST_IMAGE_SIZES} width={1200} height={800} {...MAIN_PICTURE} />
      )}
      <p className="blog-post__meta">
        <BlogDate createdAt={blog.createdAt} /> · by {blog.author}
      </p>
      <h2 id="blog-post-title" className="blog-post__title">
        {blog.title}
      </h2>
      {paragraphsOf(body).map((paragraph, index) => (
        <p key={index} className="blog-post__paragraph">
          {paragraph}
        </p>
      ))}
      {quote && (
        <blockquote className="blog-post__quote">
          {paragraphsOf(quote).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </blockquote>
      )}
    </article>
  );
}
