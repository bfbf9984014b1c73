import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { NoticeLevel } from '@trailside/domain/notices/notice.types';

/** A notice above every page from `startsAt` until `endsAt` (issue 25). */
@Entity({ tableName: 'notices' })
export class NoticeRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 300 })
  message: string;

  @Property({ type: 'string', length: 16 })
  level: NoticeLevel;

  @Property({ type: 'string', length: 2000, nullable: true })
  linkUrl: string | null = null;

  @Property({ type: 'string', length: 60, nullable: true })
  linkText: string | null = null;

  @Property({ type: 'datetime' })
  startsAt: Date;

  @Index()
  @Property({ type: 'datetime' })
  endsAt: Date;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: Pick<NoticeRecord, 'message' | 'level' | 'linkUrl' | 'linkText' | 'startsAt' | 'endsAt'>) {
    Object.assign(this, fields);
  }
}
