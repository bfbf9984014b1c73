import type { ApiClient } from '../api/client';
import { send } from '../api/client';
import type { CreateGalleryInput, GalleryQueryInput, UpdateGalleryInput } from './gallery.schema';
import type { GalleryGroup, GalleryImage, GalleryResponse } from './gallery-image.types';

/** Pictures newest first; pass `{ next: true, after: lastId }` for the ones after those already held. */
export const getGallery = (api: ApiClient, query: GalleryQueryInput = {}) =>
  send(() => api.get('gallery', { searchParams: { query: JSON.stringify(query) } }).json<GalleryResponse>());

export const getGalleryGroups = (api: ApiClient) => send(() => api.get('gallery/groups').json<{ groups: GalleryGroup[] }>());

/** Spec section 7's multipart rule: the fields as JSON `payload`, each picture as a repeated `images` entry. */
export const createGalleryImages = (api: ApiClient, payload: CreateGalleryInput, images: Blob[]) => {
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const image of images) form.append('images', image);
  return send(() => api.post('gallery', { body: form }).json<{ gallery: GalleryImage[] }>());
};

export const updateGalleryImage = (api: ApiClient, payload: UpdateGalleryInput) =>
  send(() => api.put('gallery', { json: payload }).json<{ galleryImage: GalleryImage }>());

export const deleteGalleryImage = (api: ApiClient, image: Pick<GalleryImage, 'id' | 'path'>) =>
  send(() => api.delete('gallery', { json: { id: image.id, path: image.path } }).json<{ success: true; galleryImage: GalleryImage }>());
