import { blogDeleteQuestion, BLOG_TEXTS } from '@trailside/domain/blogs/blog.messages';
import { BLOG_PAGE_SIZE, blogPageCount } from '@trailside/domain/blogs/blog.rules';
import type { Blog } from '@trailside/domain/blogs/blog.types';
import { DELETE_CONFIRMATION } from '@trailside/domain/messages/confirmation';
import { clampPage, itemsOfPage, needsMoreItems, pageNumberOf } from '@trailside/domain/pagination/page-window';
import { useActor, useIsStaff } from '@trailside/ui/auth/use-actor';
import { Button } from '@trailside/ui/button/button';
import { Modal } from '@trailside/ui/modal/modal';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useBlogs } from '@trailside/ui/blogs/api/get-blogs';
import { useDeleteBlog } from '@trailside/ui/blogs/api/delete-blog';
import { BlogCard } from './blog-card';
import { BlogForm } from './blog-form';
import './blog-grid.css';

/** A page of the grid's own address: each is a link, so older posts are a few clicks from the home page. */
const blogPageAddress = (page: number) => (page === 1 ? '/blog-classic-grid' : `/blog-classic-grid?page=${page}`);

/**
 * Three posts a page (spec section 9). The page lives in the address (?page=2) so it survives a reload
 * and the back button; a page beyond what is loaded fetches the next batch of nine.
 */
export function BlogGrid() {
  const [params, setParams] = useSearchParams();
  const blogs = useBlogs();
  const loaded = blogs.data?.pages.flat() ?? [];
  const hasMore = blogs.hasNextPage;
  const pageCount = blogPageCount(loaded.length, hasMore);
  const requested = pageNumberOf(Number(params.get('page') ?? 1));
  const page = blogs.isFetching ? requested : clampPage(requested, pageCount);
  const { fetchNextPage, isFetchingNextPage } = blogs;
  const staff = useIsStaff();
  // Spec section 6: any signed-in user sees the delete button on blog cards. Deleting is the staff's: the server
  // answers anyone else's confirmed delete with its refusal, which the banner shows.
  const signedIn = useActor() !== null;
  const [adding, setAdding] = useState(false);
  const removal = useDeleteBlog();
  const confirmDelete = useConfirmedAction((blog: Blog) => removal.mutate(blog.id), (blog) => ({
    ...DELETE_CONFIRMATION,
    message: blogDeleteQuestion(blog.title),
  }));

  useEffect(() => {
    if (blogs.isSuccess && !isFetchingNextPage && needsMoreItems(page, loaded.length, BLOG_PAGE_SIZE, hasMore)) void fetchNextPage();
  }, [blogs.isSuccess, isFetchingNextPage, page, loaded.length, hasMore, fetchNextPage]);

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    document.getElementById('blog-grid')?.scrollIntoView({ block: 'start' });
  };

  const shown = itemsOfPage(loaded, page, BLOG_PAGE_SIZE);
  return (
    <section id="blog-grid" className="blog-grid container page" aria-labelledby="blog-grid-title" aria-busy={blogs.isFetching}>
      <h2 id="blog-grid-title" className="visually-hidden">
        Blog posts, page {page}
      </h2>
      {staff && (
        <div className="blog-grid__tools">
          <Button onClick={() => setAdding(true)}>Add Blog</Button>
        </div>
      )}
      {blogs.isPending || (shown.length === 0 && blogs.isFetching) ? (
        <Spinner label="Loading blog posts" />
      ) : shown.length === 0 ? (
        <p className="blog-grid__empty card">{BLOG_TEXTS.noMore}</p>
      ) : (
        <ul className="blog-grid__list">
          {shown.map((blog) => (
            <li key={blog.id}>
              <BlogCard blog={blog} onDelete={signedIn ? () => confirmDelete.ask(blog) : undefined} />
            </li>
          ))}
        </ul>
      )}
      {loaded.length > 0 && (
        <div className="blog-grid__paging">
          <Pagination page={page} pageCount={pageCount} onChange={goTo} hrefOf={blogPageAddress} label="Blog pages" />
          {/* Older posts are many pages back once the blog has years of them; the archive has every one a year away. */}
          <Link to="/blog-archive" className="blog-grid__archive">
            All posts, by year
          </Link>
        </div>
      )}
      {staff && (
        <Modal open={adding} onClose={() => setAdding(false)} title="Add Blog" size="large">
          {adding && <BlogForm onDone={() => setAdding(false)} />}
        </Modal>
      )}
      {confirmDelete.dialog}
    </section>
  );
}
