import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { TeacherSkill } from '@trailside/domain/teachers/teacher.types';

/** A teacher on the Teachers page (spec section 3). */
@Entity({ tableName: 'teachers' })
export class TeacherRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'string', length: 100 })
  subject: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 40 })
  phone: string;

  @Property({ type: 'string', length: 300 })
  facebook: string;

  @Property({ type: 'string', length: 300 })
  googlePlus: string;

  @Property({ type: 'string', length: 300 })
  linkedin: string;

  @Property({ type: 'string', length: 300 })
  instagram: string;

  @Property({ type: 'string', length: 300 })
  twitter: string;

  @Property({ type: 'text' })
  desc: string;

  @Property({ type: 'string', length: 300, nullable: true })
  videoUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  passions: string | null = null;

  @Property({ type: 'json' })
  skills: TeacherSkill[] & Opt = [];

  /** 'OWNER' for the head of school, shown first and specially; otherwise null. */
  @Property({ type: 'string', length: 20, nullable: true })
  role: string | null = null;

  /** Where the portrait lives under the uploads folder; only the server ever sets it. */
  @Property({ type: 'string', length: 200, nullable: true })
  imagePath: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: NewTeacher) {
    Object.assign(this, fields);
  }
}

export type NewTeacher = Pick<
  TeacherRecord,
  'name' | 'subject' | 'email' | 'phone' | 'facebook' | 'googlePlus' | 'linkedin' | 'instagram' | 'twitter' | 'desc'
> &
  Partial<Pick<TeacherRecord, 'videoUrl' | 'passions' | 'skills' | 'role'>>;
