import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** One gallery picture (spec section 3) with its group label and alt text. */
@Entity({ tableName: 'gallery_images' })
@Index({ properties: ['createdAt', 'id'] })
export class GalleryImageRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  /** Where the picture lives under the uploads folder; only the server ever sets it. */
  @Property({ type: 'string', length: 200 })
  imagePath: string;

  @Property({ type: 'string', length: 60, index: true })
  groupLabel: string;

  @Property({ type: 'string', length: 300 })
  alt: string & Opt = '';

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  constructor(fields: { imagePath: string; groupLabel: string; alt?: string; createdAt?: Date }) {
    Object.assign(this, fields);
  }
}
