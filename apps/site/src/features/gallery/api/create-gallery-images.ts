import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createGalleryImages } from '@trailside/domain/gallery/gallery.client';
import type { CreateGalleryInput } from '@trailside/domain/gallery/gallery.schema';
import { useApi } from '@trailside/ui/api/api-provider';

export function useCreateGalleryImages() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, images }: { payload: CreateGalleryInput; images: File[] }) => createGalleryImages(api, payload, images),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gallery'] }),
  });
}
