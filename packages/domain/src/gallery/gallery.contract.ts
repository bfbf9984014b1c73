import type { Envelope, Removed } from '../api/envelope';
import type { GalleryGroup, GalleryImage, GalleryResponse } from './gallery-image.types';

/** Paths under /api, named after the client functions that call them. */
export const GALLERY_ROUTES = {
  getGallery: 'gallery',
  getGalleryGroups: 'gallery/groups',
  createGalleryImages: 'gallery',
  updateGalleryImage: 'gallery',
  deleteGalleryImage: 'gallery',
} as const;

export type GetGalleryResponse = GalleryResponse;

export type GetGalleryGroupsResponse = Envelope<'groups', GalleryGroup[]>;
export type CreateGalleryImagesResponse = Envelope<'gallery', GalleryImage[]>;
export type UpdateGalleryImageResponse = Envelope<'galleryImage', GalleryImage>;
export type DeleteGalleryImageResponse = Removed<'galleryImage', GalleryImage>;
