import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteGalleryImage } from '@trailside/domain/gallery/gallery.client';
import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import { useApi } from '@trailside/ui/api/api-provider';

export function useDeleteGalleryImage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: Pick<GalleryImage, 'id' | 'path'>) => deleteGalleryImage(api, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gallery'] }),
  });
}
