import { archiveMonths, MONTH_NAMES } from '@trailside/domain/blogs/blog.rules';
import type { ArchivedBlog, BlogYear } from '@trailside/domain/blogs/blog.types';
import { DETAIL_PAGES } from '@trailside/domain/feeds/feeds.contract';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { Link, useNavigate } from 'react-router-dom';
import { useBlogsArchive } from '@trailside/ui/blogs/api/get-blogs-archive';
import { blogDetailsLink } from './blog-link';
import './blog-archive.css';

const postsText = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;
const isoDate = ({ year, month, day }: ArchivedBlog['date']) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Every year with posts, as links; the year shown is marked as the current page. */
function YearLinks({ years, current }: { years: BlogYear[]; current: number | null }) {
  return (
    <nav className="blog-archive__years card" aria-labelledby="blog-archive-years">
      <h2 id="blog-archive-years">Years</h2>
      <ul>
        {years.map(({ year, count }) => (
          <li key={year}>
            <Link to={DETAIL_PAGES.blogYear(year)} aria-current={year === current ? 'page' : undefined}>
              {year}
            </Link>{' '}
            <span className="blog-archive__count">({postsText(count)})</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page of one year's posts under their months, newest first, with the year's other pages when it has more. */
function YearPosts({ year, page, pages, blogs }: { year: number; page: number; pages: number; blogs: ArchivedBlog[] }) {
  const navigate = useNavigate();
  return (
    <section className="blog-archive__year card" aria-labelledby="blog-archive-year">
      <h2 id="blog-archive-year">
        Posts from {year}
        {pages > 1 && `, page ${page} of ${pages}`}
      </h2>
      {blogs.length === 0 ? (
        <p>{page > pages ? `${year} has ${pages} pages of posts. Please choose one of them below.` : `There are no posts from ${year}. Please choose one of the years listed.`}</p>
      ) : (
        archiveMonths(blogs).map(({ month, name, blogs: posts }) => (
          <section key={month} className="blog-archive__month" aria-labelledby={`blog-archive-${month}`}>
            <h3 id={`blog-archive-${month}`}>
              {name} {year}
            </h3>
            <ul>
              {posts.map((blog) => {
                const link = blogDetailsLink(blog.id);
                return (
                  <li key={blog.id}>
                    <Link to={link.to} state={link.state}>
                      {blog.title}
                    </Link>
                    <time dateTime={isoDate(blog.date)}>
                      {blog.date.day} {MONTH_NAMES[blog.date.month - 1]}
                    </time>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
      {/* Each page is a link of its own, so a crawler reaches every post of a busy year. */}
      {pages > 1 && (
        <Pagination
          page={page}
          pageCount={pages}
          onChange={(target) => navigate(DETAIL_PAGES.blogYear(year, target))}
          hrefOf={(target) => DETAIL_PAGES.blogYear(year, target)}
          label={`Pages of the posts from ${year}`}
        />
      )}
    </section>
  );
}

/** The blog by year (`/blog-archive?year=2025&page=2`): the years as links, and a page of the year's posts grouped by month. */
export function BlogArchive({ year, page }: { year: number | undefined; page: number }) {
  const archive = useBlogsArchive(year, page);
  return (
    <div className="blog-archive" aria-busy={archive.isFetching}>
      {archive.isPending ? (
        <Spinner label="Loading the blog archive" />
      ) : archive.isError ? (
        <div className="card">
          <h2>The archive could not be loaded</h2>
          <p>Please try again in a moment, or read the newest posts on the blog.</p>
          <Link to="/blog-classic-grid">See all blog posts</Link>
        </div>
      ) : archive.data.year === null ? (
        <p className="card">Our first blog posts are on their way. Please check back soon.</p>
      ) : (
        <>
          <YearLinks years={archive.data.years} current={archive.data.year} />
          <YearPosts year={archive.data.year} page={archive.data.page} pages={archive.data.pages} blogs={archive.data.blogs} />
        </>
      )}
    </div>
  );
}
