import type { QueryClient } from '@tanstack/react-query';
import { blogKeys } from '../../blogs/api/blog-keys';
import { commentKeys } from './comment-keys';

/** After any comment changes: its lists, and the posts, whose comment counts may have moved. */
export const invalidateComments = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: commentKeys.all }), queryClient.invalidateQueries({ queryKey: blogKeys.all })]);
