import { EntityManager, type FilterQuery, raw } from '@mikro-orm/core';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { IMAGE_MAIN_WIDTH } from '@trailside/domain/api/image-variants';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/sqlite';
import { Injectable } from '@nestjs/common';
import { GALLERY_ERRORS } from '@trailside/domain/gallery/gallery.messages';
import type { CreateGallery, GalleryQuery, UpdateGallery } from '@trailside/domain/gallery/gallery.schema';
import type { GalleryGroup, GalleryImage, GalleryResponse } from '@trailside/domain/gallery/gallery-image.types';
import { problem } from '../common/errors/problem';
import { rowsAfter } from '../common/paging/rows-after';
import { ImageStorageService } from '../common/storage/image-storage.service';
import { GalleryImageRecord } from './gallery-image.entity';

const GALLERY_IMAGE = { width: IMAGE_MAIN_WIDTH, kind: IMAGE_KINDS.gallery };
const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

@Injectable()
export class GalleryService {
  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStorageService,
  ) {}

  view(record: GalleryImageRecord): GalleryImage {
    return {
      id: record.id,
      imageUrl: this.images.urlOf(record.imagePath) as string,
      path: record.imagePath,
      groupLabel: record.groupLabel,
      alt: record.alt,
      createdAt: timestampOf(record.createdAt),
    };
  }

  /**
   * Newest first (ties by id, so the order never shifts). With `next` and `after`, the pictures after
   * that one: a cursor stays right while pictures are added or removed elsewhere.
   */
  async list(query: GalleryQuery): Promise<GalleryResponse> {
    const where: FilterQuery<GalleryImageRecord>[] = [];
    if (query.groupLabel) where.push({ groupLabel: query.groupLabel });
    if (query.next && query.after) where.push(await rowsAfter(this.em, GalleryImageRecord, query.after, NEWEST_FIRST, () => problem(404, 'NOT_FOUND', GALLERY_ERRORS.unknownCursor)));
    const records = await this.em.find(GalleryImageRecord, where.length ? { $and: where } : {}, {
      orderBy: NEWEST_FIRST,
      limit: query.limit + 1,
    });
    return { gallery: records.slice(0, query.limit).map((record) => this.view(record)), hasMore: records.length > query.limit };
  }

  async groups(): Promise<GalleryGroup[]> {
    const rows = await (this.em as SqlEntityManager)
      .createQueryBuilder(GalleryImageRecord)
      .select(['groupLabel', raw('count(*) as count')])
      .groupBy('groupLabel')
      .orderBy({ groupLabel: 'asc' })
      .execute<{ groupLabel: string; count: number | string }[]>('all', true);
    return rows.map((row) => ({ label: row.groupLabel, count: Number(row.count) }));
  }

  /** Stores every picture first; if one is not a picture, none is kept and nothing is written. */
  async create(input: CreateGallery, tempFiles: string[]): Promise<GalleryImageRecord[]> {
    if (!tempFiles.length) throw problem(400, 'VALIDATION_FAILED', GALLERY_ERRORS.noImages);
    const stored: string[] = [];
    try {
      for (const file of tempFiles) stored.push(await this.images.saveImage(file, 'gallery', GALLERY_IMAGE));
      // One upload shares a moment; a millisecond apart each keeps the upload order in "newest first".
      const now = Date.now();
      const records = stored.map(
        (imagePath, index) =>
          new GalleryImageRecord({
            imagePath,
            groupLabel: input.groupLabel,
            alt: input.alts[index]?.trim() || input.groupLabel,
            createdAt: new Date(now - index),
          }),
      );
      await this.em.persistAndFlush(records);
      return records;
    } catch (error) {
      await Promise.all(stored.map((path) => this.images.remove(path)));
      throw error;
    }
  }

  async update(input: UpdateGallery): Promise<GalleryImageRecord> {
    const record = await this.find(input.id);
    if (input.groupLabel !== undefined) record.groupLabel = input.groupLabel;
    if (input.alt !== undefined) record.alt = input.alt;
    await this.em.flush();
    return record;
  }

  /** Removes the picture and the file the database recorded (never a path from the request). */
  async remove(id: string): Promise<GalleryImageRecord> {
    const record = await this.find(id);
    await this.em.removeAndFlush(record);
    await this.images.remove(record.imagePath);
    return record;
  }

  private async find(id: string): Promise<GalleryImageRecord> {
    const record = await this.em.findOne(GalleryImageRecord, { id });
    if (!record) throw problem(404, 'NOT_FOUND', GALLERY_ERRORS.notFound);
    return record;
  }
}
