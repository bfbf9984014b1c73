import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteGalleryImage } from '@trailside/domain/gallery/gallery.client';
import { GALLERY_SUCCESS } from '@trailside/domain/gallery/gallery.messages';
import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import { useApi } from '../../api/api-provider';
import { galleryKeys } from './gallery-keys';

/** DELETE /api/gallery: one picture (confirm first; the domain has GALLERY_CONFIRM_DELETE). */
export function useDeleteGalleryImage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: Pick<GalleryImage, 'id' | 'path'>) => deleteGalleryImage(api, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
    meta: { successMessage: GALLERY_SUCCESS.deleted },
  });
}
