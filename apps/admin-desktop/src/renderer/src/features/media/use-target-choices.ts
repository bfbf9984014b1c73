import { useQuery } from '@tanstack/react-query';
import { getBlogs } from '@trailside/domain/blogs/blog.client';
import { MAX_BLOGS_LIMIT } from '@trailside/domain/blogs/blog.rules';
import { getTeachers } from '@trailside/domain/teachers/teachers.client';
import { useApi } from '@trailside/ui/api/api-provider';
import { blogKeys } from '@trailside/ui/blogs/api/blog-keys';
import type { PictureTarget } from '@trailside/ui/gallery/api/upload-picture';
import { teacherKeys } from '@trailside/ui/teachers/api/teacher-keys';
import { useSocialEvents } from '@trailside/ui/social-events/api/get-social-events';
import { useSchoolClock } from '../../app/school-clock';

export interface TargetChoice {
  id: string;
  label: string;
}

/** The teachers, the newest posts or the flyers a picture can go onto, for the target's list. */
export function useTargetChoices(kind: PictureTarget['kind']) {
  const api = useApi();
  const teachers = useQuery({
    queryKey: [...teacherKeys.list(), 'choices'],
    queryFn: () => getTeachers(api),
    enabled: kind === 'teacher',
    select: ({ teachers }): TargetChoice[] => teachers.map((teacher) => ({ id: teacher.id, label: teacher.name })),
  });
  const blogs = useQuery({
    queryKey: [...blogKeys.list(), 'choices', MAX_BLOGS_LIMIT],
    queryFn: () => getBlogs(api, { limit: MAX_BLOGS_LIMIT }),
    enabled: kind === 'blog',
    select: ({ blogs }): TargetChoice[] => blogs.map((blog) => ({ id: blog.id, label: blog.title })),
  });
  const flyers = useSocialEvents();
  const clock = useSchoolClock();
  const flyerChoices: TargetChoice[] | undefined = flyers.data?.socialEvents.map((event) => ({
    id: event.id,
    label: `${event.title ?? 'Untitled flyer'} (${clock.day(event.eventDate)})`,
  }));

  if (kind === 'teacher') return { choices: teachers.data, isLoading: teachers.isLoading };
  if (kind === 'blog') return { choices: blogs.data, isLoading: blogs.isLoading };
  if (kind === 'flyer') return { choices: flyerChoices, isLoading: flyers.isLoading };
  return { choices: [] as TargetChoice[], isLoading: false };
}
