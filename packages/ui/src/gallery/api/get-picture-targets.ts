import { useQuery } from '@tanstack/react-query';
import type { Timestamp } from '@trailside/domain/api/timestamp';
import { getBlogs } from '@trailside/domain/blogs/blog.client';
import { MAX_BLOGS_LIMIT } from '@trailside/domain/blogs/blog.rules';
import { useApi } from '../../api/api-provider';
import { blogKeys } from '../../blogs/api/blog-keys';
import { useSocialEvents } from '../../social-events/api/get-social-events';
import { teachersQueryOptions } from '../../teachers/api/get-teachers';
import type { PictureTarget } from './upload-picture';

export interface PictureTargetChoice {
  id: string;
  label: string;
}

/**
 * The teachers, the newest posts or the flyers a picture can go onto, for the target's list (teachers and posts are
 * asked for only once their kind is chosen). `day` writes a flyer's date beside its title (the console's school clock), so two flyers
 * of the same name can be told apart.
 */
export function usePictureTargets(kind: PictureTarget['kind'], day: (moment: Timestamp) => string) {
  const api = useApi();
  const teachers = useQuery({
    ...teachersQueryOptions(api),
    enabled: kind === 'teacher',
    select: (teachers): PictureTargetChoice[] => teachers.map((teacher) => ({ id: teacher.id, label: teacher.name })),
  });
  const blogs = useQuery({
    queryKey: blogKeys.titles(MAX_BLOGS_LIMIT),
    queryFn: () => getBlogs(api, { limit: MAX_BLOGS_LIMIT }),
    enabled: kind === 'blog',
    select: ({ blogs }): PictureTargetChoice[] => blogs.map((blog) => ({ id: blog.id, label: blog.title })),
  });
  const flyers = useSocialEvents();

  if (kind === 'teacher') return { choices: teachers.data, isLoading: teachers.isLoading };
  if (kind === 'blog') return { choices: blogs.data, isLoading: blogs.isLoading };
  if (kind === 'flyer') {
    const choices = flyers.data?.socialEvents.map((event): PictureTargetChoice => ({ id: event.id, label: `${event.title ?? 'Untitled flyer'} (${day(event.eventDate)})` }));
    return { choices, isLoading: flyers.isLoading };
  }
  return { choices: [] as PictureTargetChoice[], isLoading: false };
}
