import { timestampOf } from '@trailside/domain/api/timestamp';
import { blogDateParts } from '@trailside/domain/blogs/blog.rules';
import type { Blog } from '@trailside/domain/blogs/blog.types';
import type { BlogPost } from './blog.entity';

/** A post as the API shows it: timestamps as {seconds}, the picture as a URL beside its stored path. */
export function toBlogView(post: BlogPost, imageUrl: string | null): Blog {
  const createdAt = timestampOf(post.createdAt);
  const { day, month, year } = blogDateParts(createdAt);
  return {
    id: post.id,
    title: post.title,
    text: post.text,
    author: post.author,
    userId: post.userId,
    imageUrl,
    imagePath: post.imagePath,
    createdAt,
    updatedAt: timestampOf(post.updatedAt),
    date: { day, month, year },
    replyCount: post.replyCount,
  };
}
