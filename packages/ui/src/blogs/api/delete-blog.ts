import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBlog } from '@trailside/domain/blogs/blog.client';
import { BLOG_SUCCESS } from '@trailside/domain/blogs/blog.messages';
import { useApi } from '../../api/api-provider';
import { invalidateBlogs } from './invalidate-blogs';

export function useDeleteBlog() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBlog(api, id),
    onSuccess: () => invalidateBlogs(queryClient),
    meta: { successMessage: BLOG_SUCCESS.deleted },
  });
}
