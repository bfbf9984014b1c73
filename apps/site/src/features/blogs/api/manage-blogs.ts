import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBlog, deleteBlog, updateBlog } from '@trailside/domain/blogs/blog.client';
import type { CreateBlogInput, UpdateBlogInput } from '@trailside/domain/blogs/blog.schema';
import { useApi } from '@trailside/ui/api/api-provider';

/**
 * Every blog list, the recent widget and the post itself refresh after a change. The paged list starts
 * again from the newest post: its later batches begin after a post that may just have been deleted.
 */
function useInvalidateBlogs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.resetQueries({ queryKey: ['blogs', 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['blogs'], predicate: (query) => query.queryKey[1] !== 'list' }),
    ]);
}

export function useCreateBlog() {
  const api = useApi();
  const onSuccess = useInvalidateBlogs();
  return useMutation({
    mutationFn: async ({ payload, image }: { payload: CreateBlogInput; image: File | null }) => (await createBlog(api, payload, image)).blog,
    onSuccess,
  });
}

export function useUpdateBlog() {
  const api = useApi();
  const onSuccess = useInvalidateBlogs();
  return useMutation({
    mutationFn: async ({ payload, image }: { payload: UpdateBlogInput; image: File | null }) => (await updateBlog(api, payload, image)).blog,
    onSuccess,
  });
}

export function useDeleteBlog() {
  const api = useApi();
  const onSuccess = useInvalidateBlogs();
  return useMutation({ mutationFn: (id: string) => deleteBlog(api, id), onSuccess });
}
