import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBlog } from '@trailside/domain/blogs/blog.client';
import { BLOG_SUCCESS } from '@trailside/domain/blogs/blog.messages';
import type { CreateBlogInput } from '@trailside/domain/blogs/blog.schema';
import { useApi } from '../../api/api-provider';
import { invalidateBlogs } from './invalidate-blogs';

export function useCreateBlog() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, image }: { payload: CreateBlogInput; image: File | null }) => (await createBlog(api, payload, image)).blog,
    onSuccess: () => invalidateBlogs(queryClient),
    meta: { successMessage: BLOG_SUCCESS.created },
  });
}
