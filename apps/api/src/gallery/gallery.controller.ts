import { Body, Controller, Query, UploadedFiles } from '@nestjs/common';
import { type ApiBodyOptions, ApiTags } from '@nestjs/swagger';
import {
  type CreateGalleryImagesResponse,
  type DeleteGalleryImageResponse,
  GALLERY_ROUTES,
  type GetGalleryGroupsResponse,
  type GetGalleryResponse,
  type UpdateGalleryImageResponse,
} from '@trailside/domain/gallery/gallery.contract';
import { GALLERY_MAX_UPLOAD_COUNT } from '@trailside/domain/gallery/gallery.rules';
import {
  type CreateGallery,
  createGallerySchema,
  type DeleteGallery,
  deleteGallerySchema,
  GALLERY_MESSAGES,
  type GalleryQuery,
  galleryQuerySchema,
  type UpdateGallery,
  updateGallerySchema,
} from '@trailside/domain/gallery/gallery.schema';
import { jsonQueryParam } from '../common/validation/query-params';
import { GalleryService } from './gallery.service';
import { GALLERY_AUDIT } from './gallery.audit';
import { Endpoint } from '../common/endpoint/endpoint.decorator';

/** Several pictures in one form: no zod schema draws repeated file entries. */
const UPLOAD_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['groupLabel', 'images'],
    properties: {
      payload: { type: 'string', description: 'JSON of { groupLabel, alts?: string[] } (or send them as fields; alts as a JSON array).' },
      groupLabel: { type: 'string' },
      alts: { type: 'string', description: 'JSON array of alt texts, one per picture in upload order.' },
      images: { type: 'array', items: { type: 'string', format: 'binary' }, description: `1 to ${GALLERY_MAX_UPLOAD_COUNT} pictures.` },
    },
  },
};

@ApiTags('gallery')
@Controller()
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Endpoint({
    method: 'GET', path: GALLERY_ROUTES.getGallery, access: 'public', cache: { tags: ['gallery'], sharedWithSignedIn: true },
    query: jsonQueryParam('query', galleryQuerySchema, {
      description: 'limit 1-100, default 16. Without next, the newest pictures; with next and after (the id of the last picture you hold), the ones after it.',
      example: '{"next":true,"limit":16,"after":"<id of the last picture shown>","groupLabel":"Art"}',
      notJson: GALLERY_MESSAGES.query,
    }),
    summary: 'Gallery pictures, newest first (anyone)',
    description: 'Anyone may call it. Response: { gallery, hasMore }; hasMore says whether asking with next/after would find more.',
  })
  list(@Query('query') query: GalleryQuery): Promise<GetGalleryResponse> {
    return this.gallery.list(query);
  }

  @Endpoint({
    method: 'GET', path: GALLERY_ROUTES.getGalleryGroups, access: 'public', cache: { tags: ['gallery'], sharedWithSignedIn: true },
    summary: 'Gallery group labels with counts (anyone)',
    description: 'Anyone may call it. Response: { groups: [{ label, count }] } in label order, for the filter buttons.',
  })
  async groups(): Promise<GetGalleryGroupsResponse> {
    return { groups: await this.gallery.groups() };
  }

  @Endpoint({
    method: 'POST', path: GALLERY_ROUTES.createGalleryImages, access: 'admin', invalidates: ['gallery'], audit: GALLERY_AUDIT.create,
    body: { schema: createGallerySchema, doc: UPLOAD_BODY }, upload: { pictures: 'images', max: GALLERY_MAX_UPLOAD_COUNT },
    summary: 'Add gallery pictures (admins)',
    description:
      `Admins only. Multipart: up to ${GALLERY_MAX_UPLOAD_COUNT} pictures as repeated \`images\` entries, a required groupLabel and optional alts. ` +
      'If any file is not a picture, none is kept. Response: { gallery } (the created pictures).',
  })
  async create(
    @Body() input: CreateGallery,
    @UploadedFiles() images: Express.Multer.File[] = [],
  ): Promise<CreateGalleryImagesResponse> {
    const records = await this.gallery.create(input, images.map((image) => image.path));
    return { gallery: records.map((record) => this.gallery.view(record)) };
  }

  @Endpoint({
    method: 'PUT', path: GALLERY_ROUTES.updateGalleryImage, access: 'admin', invalidates: ['gallery'], audit: GALLERY_AUDIT.update,
    body: updateGallerySchema,
    summary: 'Change a gallery picture\'s group or description (admins)',
    description: 'Admins only. JSON { id, groupLabel?, alt? }. Response: { galleryImage } (the updated picture).',
  })
  async update(@Body() input: UpdateGallery): Promise<UpdateGalleryImageResponse> {
    return { galleryImage: this.gallery.view(await this.gallery.update(input)) };
  }

  @Endpoint({
    method: 'DELETE', path: GALLERY_ROUTES.deleteGalleryImage, access: 'admin', invalidates: ['gallery'], audit: GALLERY_AUDIT.remove,
    body: deleteGallerySchema, status: 200,
    summary: 'Delete a gallery picture (admins)',
    description:
      'Admins only. Body { id, path }: path is ignored; the file the database recorded is removed. Response: { success: true, galleryImage } (the deleted picture).',
  })
  async remove(@Body() { id }: DeleteGallery): Promise<DeleteGalleryImageResponse> {
    return { success: true, galleryImage: this.gallery.view(await this.gallery.remove(id)) };
  }
}
