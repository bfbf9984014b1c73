import { errorMessageOf } from '@trailside/domain/api/errors';
import { BLOG_TEXTS } from '@trailside/domain/blogs/blog.messages';
import { BLOG_PAGE_SIZE, blogPageCount } from '@trailside/domain/blogs/blog.rules';
import { itemsOfPage, needsMoreItems, pageNumberOf } from '@trailside/domain/pagination/page-window';
import { clampPage } from '@trailside/domain/pagination/page-window';
import { MessageStatus } from '@trailside/domain/messages/message';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { isAdmin } from '@trailside/domain/users/access-level';
import { BLOG_SUCCESS } from '@trailside/domain/blogs/blog.messages';
import type { Blog } from '@trailside/domain/blogs/blog.types';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { ConfirmDialog } from '@trailside/ui/modal/confirm-dialog';
import { Modal } from '@trailside/ui/modal/modal';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBlogs } from '../api/get-blogs';
import { useDeleteBlog } from '../api/manage-blogs';
import { BlogForm } from './blog-form';
import { BlogCard } from './blog-card';
import './blog-grid.css';

/**
 * Three posts a page (spec section 9). The page lives in the address (?page=2) so it survives a reload
 * and the back button; a page beyond what is loaded fetches the next batch of nine.
 */
export function BlogGrid() {
  const [params, setParams] = useSearchParams();
  const blogs = useBlogs();
  const { showMessage } = useMessage();
  const loaded = blogs.data?.pages.flat() ?? [];
  const hasMore = blogs.hasNextPage;
  const pageCount = blogPageCount(loaded.length, hasMore);
  const requested = pageNumberOf(Number(params.get('page') ?? 1));
  const page = blogs.isFetching ? requested : clampPage(requested, pageCount);
  const { fetchNextPage, isFetchingNextPage } = blogs;
  const { session } = useAuth();
  const staff = isAdmin(session?.authUser.accessLevel);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Blog | null>(null);
  const removal = useDeleteBlog();

  const confirmDelete = () => {
    if (!deleting) return;
    removal.mutate(deleting.id, {
      onSuccess: () => showMessage(MessageStatus.SUCCESS, BLOG_SUCCESS.deleted),
      onError: (error) => showMessage(MessageStatus.ERROR, errorMessageOf(error)),
    });
    setDeleting(null);
  };

  useEffect(() => {
    if (blogs.isSuccess && !isFetchingNextPage && needsMoreItems(page, loaded.length, BLOG_PAGE_SIZE, hasMore)) void fetchNextPage();
  }, [blogs.isSuccess, isFetchingNextPage, page, loaded.length, hasMore, fetchNextPage]);

  useEffect(() => {
    if (blogs.error) showMessage(MessageStatus.ERROR, errorMessageOf(blogs.error));
  }, [blogs.error, showMessage]);

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
              <BlogCard blog={blog} onDelete={staff ? () => setDeleting(blog) : undefined} />
            </li>
          ))}
        </ul>
      )}
      {loaded.length > 0 && <Pagination page={page} pageCount={pageCount} onChange={goTo} label="Blog pages" />}
      {staff && (
        <>
          <Modal open={adding} onClose={() => setAdding(false)} title="Add Blog" size="large">
            {adding && <BlogForm onDone={() => setAdding(false)} />}
          </Modal>
          <ConfirmDialog
            open={deleting !== null}
            heading="Delete Confirmation"
            confirmLabel="Delete"
            message={`Are you sure that you want to delete this blog? "${deleting?.title ?? ''}" and all its comments will be removed.`}
            onCancel={() => setDeleting(null)}
            onConfirm={confirmDelete}
          />
        </>
      )}
    </section>
  );
}
