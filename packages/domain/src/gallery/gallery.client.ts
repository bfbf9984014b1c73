import type { ApiClient, UploadOptions } from '../api/client';
import { requireEntity, send } from '../api/client';
import {
  type CreateGalleryImagesResponse,
  type DeleteGalleryImageResponse,
  GALLERY_ROUTES,
  type GetGalleryGroupsResponse,
  type GetGalleryResponse,
  type UpdateGalleryImageResponse,
} from './gallery.contract';
import type { GalleryImage } from './gallery-image.types';
import { GALLERY_MISSING } from './gallery.messages';
import type { CreateGalleryInput, GalleryQueryInput, UpdateGalleryInput } from './gallery.schema';

const withGalleryImage = requireEntity('galleryImage', GALLERY_MISSING);

/** Pictures newest first; pass `{ next: true, after: lastId }` for the ones after those already held. */
export const getGallery = (api: ApiClient, query: GalleryQueryInput = {}) =>
  send(() => api.get(GALLERY_ROUTES.getGallery, { searchParams: { query: JSON.stringify(query) } }).json<GetGalleryResponse>());

export const getGalleryGroups = (api: ApiClient) => send(() => api.get(GALLERY_ROUTES.getGalleryGroups).json<GetGalleryGroupsResponse>());

/** Spec section 7's multipart rule: the fields as JSON `payload`, each picture as a repeated `images` entry. */
export const createGalleryImages = (api: ApiClient, payload: CreateGalleryInput, images: Blob[], options: UploadOptions = {}) => {
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const image of images) form.append('images', image);
  return send(() => api.post(GALLERY_ROUTES.createGalleryImages, { ...options, body: form }).json<CreateGalleryImagesResponse>()).then(
    requireEntity('gallery', GALLERY_MISSING),
  );
};

export const updateGalleryImage = (api: ApiClient, payload: UpdateGalleryInput) =>
  send(() => api.put(GALLERY_ROUTES.updateGalleryImage, { json: payload }).json<UpdateGalleryImageResponse>()).then(withGalleryImage);

export const deleteGalleryImage = (api: ApiClient, image: Pick<GalleryImage, 'id' | 'path'>) =>
  send(() =>
    api.delete(GALLERY_ROUTES.deleteGalleryImage, { json: { id: image.id, path: image.path } }).json<DeleteGalleryImageResponse>(),
  ).then(withGalleryImage);
