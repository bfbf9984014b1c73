import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBlog } from '@trailside/domain/blogs/blog.client';
import { BLOG_SUCCESS } from '@trailside/domain/blogs/blog.messages';
import type { UpdateBlogInput } from '@trailside/domain/blogs/blog.schema';
import { useApi } from '../../api/api-provider';
import { invalidateBlogs } from './invalidate-blogs';

export function useUpdateBlog() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, image }: { payload: UpdateBlogInput; image: File | null }) => (await updateBlog(api, payload, image)).blog,
    onSuccess: () => invalidateBlogs(queryClient),
    meta: { successMessage: BLOG_SUCCESS.updated },
  });
}
