import type { Timestamp } from '../api/timestamp';

/** One gallery picture (spec section 3), with its alt text. */
export interface GalleryImage {
  id: string;
  imageUrl: string;
  path: string;
  groupLabel: string;
  /** Describes the picture for people who cannot see it; empty only for a decorative picture. */
  alt: string;
  createdAt: Timestamp;
}

/** GET /api/gallery: newest first. `hasMore` says whether asking again with `after` would find more. */
export interface GalleryResponse {
  gallery: GalleryImage[];
  hasMore: boolean;
}

/** A group label and how many pictures carry it (the filter buttons of /gallery-filter). */
export interface GalleryGroup {
  label: string;
  count: number;
}
