import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMAGE_KINDS, type ImageKind } from '@trailside/domain/api/image-types';
import { updateBlog } from '@trailside/domain/blogs/blog.client';
import { BLOG_SUCCESS } from '@trailside/domain/blogs/blog.messages';
import { createGalleryImages } from '@trailside/domain/gallery/gallery.client';
import { GALLERY_SUCCESS } from '@trailside/domain/gallery/gallery.messages';
import { SOCIAL_EVENT_SUCCESS } from '@trailside/domain/social-events/social-event.messages';
import { updateSocialEvent } from '@trailside/domain/social-events/social-events.client';
import { TEACHER_SUCCESS } from '@trailside/domain/teachers/teacher.messages';
import { updateTeacher } from '@trailside/domain/teachers/teachers.client';
import { useApi } from '../../api/api-provider';
import { progressFetch } from '../../api/progress-fetch';
import { blogKeys } from '../../blogs/api/blog-keys';
import { socialEventKeys } from '../../social-events/api/social-event-keys';
import { teacherKeys } from '../../teachers/api/teacher-keys';
import { galleryKeys } from './gallery-keys';

/** Where an uploaded picture goes: into the gallery under a group label, or onto a teacher, a post or a flyer (replacing its picture). */
export type PictureTarget =
  | { kind: 'gallery'; groupLabel: string }
  | { kind: 'teacher'; id: string }
  | { kind: 'blog'; id: string }
  | { kind: 'flyer'; id: string };

/** Which pictures each target takes (spec section 5's lists). */
export const TARGET_IMAGE_KINDS: Record<PictureTarget['kind'], ImageKind> = {
  gallery: IMAGE_KINDS.gallery,
  teacher: IMAGE_KINDS.teacher,
  blog: IMAGE_KINDS.blog,
  flyer: IMAGE_KINDS.flyer,
};

const TARGET_SUCCESS: Record<PictureTarget['kind'], string> = {
  gallery: GALLERY_SUCCESS.created,
  teacher: TEACHER_SUCCESS.updated,
  blog: BLOG_SUCCESS.updated,
  flyer: SOCIAL_EVENT_SUCCESS.updated,
};

/** The cache each target's picture shows up in ("teachers" is the site's local cache of spec section 4). */
const TARGET_KEYS: Record<PictureTarget['kind'], readonly string[]> = {
  gallery: galleryKeys.all,
  teacher: teacherKeys.all,
  blog: blogKeys.all,
  flyer: socialEventKeys.all,
};

export interface UploadPictureVariables {
  target: PictureTarget;
  image: File;
  /** The picture's description; the gallery keeps it (the site shows it as the alt text). */
  alt: string;
  /** How much of the picture has been sent, 0 to 1, from the upload's own progress events. */
  onProgress: (fraction: number) => void;
}

/**
 * One picture, one request, so each can fail or be retried alone (the gallery's own multi-picture POST
 * keeps none if one is refused). The failure is the caller's to show beside the picture; a refusal (401,
 * 403) signs the admin out as spec section 8 says a failed create does.
 */
export function useUploadPicture() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, image, alt, onProgress }: UploadPictureVariables): Promise<void> => {
      const options = { fetch: progressFetch(onProgress) };
      switch (target.kind) {
        case 'gallery':
          await createGalleryImages(api, { groupLabel: target.groupLabel, alts: [alt] }, [image], options);
          return;
        case 'teacher':
          await updateTeacher(api, { id: target.id }, image, options);
          return;
        case 'blog':
          await updateBlog(api, { id: target.id }, image, options);
          return;
        case 'flyer':
          await updateSocialEvent(api, { id: target.id }, image, options);
          return;
      }
    },
    onSuccess: (_done, { target }) => queryClient.invalidateQueries({ queryKey: TARGET_KEYS[target.kind] }),
    meta: {
      successMessage: (_done: unknown, variables: unknown) => TARGET_SUCCESS[(variables as UploadPictureVariables).target.kind],
      signOutWhenRefused: true,
      errorBanner: false,
    },
  });
}
