import { z } from 'zod';
import { GALLERY_FETCH_LIMIT, GALLERY_MAX_LIMIT, GALLERY_MAX_UPLOAD_COUNT } from './gallery.rules';

export const GALLERY_MESSAGES = {
  groupLabel: 'Please enter a group label',
  groupLabelLength: 'Please keep the group label under 60 characters',
  images: 'Please choose at least one picture',
  alt: 'Please keep each picture description under 300 characters',
  alts: 'Picture descriptions must be a list of texts, one per picture',
  id: 'Please say which picture this is about (id is missing)',
  nothingToChange: 'Please change the group label or the description',
  query: 'The gallery query could not be read: send JSON like {"next":true,"limit":16,"after":"<id>"}',
  limit: `Please ask for 1 to ${GALLERY_MAX_LIMIT} pictures at a time`,
} as const;

const groupLabel = z
  .string({ error: GALLERY_MESSAGES.groupLabel })
  .trim()
  .min(1, { error: GALLERY_MESSAGES.groupLabel })
  .max(60, { error: GALLERY_MESSAGES.groupLabelLength });

const alt = z.string({ error: GALLERY_MESSAGES.alt }).trim().max(300, { error: GALLERY_MESSAGES.alt });

/**
 * GET /api/gallery?query=<JSON>: `limit` pictures newest first, from the start, or with `next` the ones
 * after the picture whose id is `after` (the last one the caller holds). `groupLabel` filters.
 */
export const galleryQuerySchema = z.object({
  next: z.boolean().optional().default(false),
  limit: z
    .number({ error: GALLERY_MESSAGES.limit })
    .int({ error: GALLERY_MESSAGES.limit })
    .min(1, { error: GALLERY_MESSAGES.limit })
    .max(GALLERY_MAX_LIMIT, { error: GALLERY_MESSAGES.limit })
    .optional()
    .default(GALLERY_FETCH_LIMIT),
  after: z.string().trim().min(1).optional(),
  groupLabel: z.string().trim().min(1).max(60).optional(),
});

/** POST /api/gallery (multipart: pictures under repeated `images` entries, these fields in `payload`). */
export const createGallerySchema = z.object({
  groupLabel,
  /** One description per picture, in upload order; missing ones default to the group label. */
  alts: z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, z.array(alt, { error: GALLERY_MESSAGES.alts }).max(GALLERY_MAX_UPLOAD_COUNT, { error: GALLERY_MESSAGES.alts }).optional().default([])),
});

/** The upload form (spec section 5): the group label, then at least one picture, checked before anything is sent. */
export const galleryUploadSchema = createGallerySchema.extend({
  images: z.array(z.instanceof(Blob, { error: GALLERY_MESSAGES.images }), { error: GALLERY_MESSAGES.images }).min(1, { error: GALLERY_MESSAGES.images }),
});

/** PUT /api/gallery (JSON): the id plus a new group label and/or description. */
export const updateGallerySchema = z
  .object({
    id: z.string({ error: GALLERY_MESSAGES.id }).trim().min(1, { error: GALLERY_MESSAGES.id }),
    groupLabel: groupLabel.optional(),
    alt: alt.optional(),
  })
  .refine((change) => change.groupLabel !== undefined || change.alt !== undefined, { error: GALLERY_MESSAGES.nothingToChange });

/** DELETE /api/gallery: { id, path }; the server ignores path and removes the file it recorded. */
export const deleteGallerySchema = z.object({
  id: z.string({ error: GALLERY_MESSAGES.id }).trim().min(1, { error: GALLERY_MESSAGES.id }),
  path: z.string().nullish(),
});

export type GalleryQueryInput = z.input<typeof galleryQuerySchema>;
export type GalleryQuery = z.output<typeof galleryQuerySchema>;
export type CreateGalleryInput = z.input<typeof createGallerySchema>;
export type CreateGallery = z.output<typeof createGallerySchema>;
export type UpdateGalleryInput = z.input<typeof updateGallerySchema>;
export type UpdateGallery = z.output<typeof updateGallerySchema>;
export type DeleteGallery = z.output<typeof deleteGallerySchema>;
