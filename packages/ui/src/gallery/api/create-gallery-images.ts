import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createGalleryImages } from '@trailside/domain/gallery/gallery.client';
import { GALLERY_SUCCESS } from '@trailside/domain/gallery/gallery.messages';
import type { CreateGalleryInput } from '@trailside/domain/gallery/gallery.schema';
import { useApi } from '../../api/api-provider';
import { galleryKeys } from './gallery-keys';

interface CreateGalleryImagesVariables {
  payload: CreateGalleryInput;
  images: Blob[];
}

/**
 * POST /api/gallery: several pictures under one group label (check the form with the domain's
 * galleryUploadSchema first). A refusal signs the admin out (spec section 8); any other failure is
 * for the upload form to show, from the mutation's `error`.
 */
export function useCreateGalleryImages() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, images }: CreateGalleryImagesVariables) => createGalleryImages(api, payload, images),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
    meta: { successMessage: GALLERY_SUCCESS.created, signOutWhenRefused: true, errorBanner: false },
  });
}
