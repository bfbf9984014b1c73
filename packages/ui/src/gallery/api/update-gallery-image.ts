import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateGalleryImage } from '@trailside/domain/gallery/gallery.client';
import { GALLERY_SUCCESS } from '@trailside/domain/gallery/gallery.messages';
import type { UpdateGalleryInput } from '@trailside/domain/gallery/gallery.schema';
import { useApi } from '../../api/api-provider';
import { galleryKeys } from './gallery-keys';

/** PUT /api/gallery: a picture's new group label and/or description. */
export function useUpdateGalleryImage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateGalleryInput) => (await updateGalleryImage(api, change)).galleryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
    meta: { successMessage: GALLERY_SUCCESS.updated },
  });
}
