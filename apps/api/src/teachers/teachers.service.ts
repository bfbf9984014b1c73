import { EntityManager } from '@mikro-orm/core';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { Injectable } from '@nestjs/common';
import { TEACHER_ERRORS } from '@trailside/domain/teachers/teacher.messages';
import { sortTeachers } from '@trailside/domain/teachers/teacher.rules';
import type { CreateTeacher, UpdateTeacher } from '@trailside/domain/teachers/teacher.schema';
import type { Teacher } from '@trailside/domain/teachers/teacher.types';
import { problem } from '../common/errors/problem';
import { ImageStorageService } from '../common/storage/image-storage.service';
import { TeacherRecord } from './teacher.entity';

/** Portraits are shown up to about 600 px wide on the details page. */
const PORTRAIT = { width: 720, height: 720, kind: IMAGE_KINDS.teacher };

@Injectable()
export class TeachersService {
  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStorageService,
  ) {}

  view(record: TeacherRecord): Teacher {
    return {
      id: record.id,
      name: record.name,
      subject: record.subject,
      email: record.email,
      phone: record.phone,
      facebook: record.facebook,
      googlePlus: record.googlePlus,
      linkedin: record.linkedin,
      instagram: record.instagram,
      twitter: record.twitter,
      desc: record.desc,
      imageUrl: this.images.urlOf(record.imagePath),
      videoUrl: record.videoUrl,
      passions: record.passions,
      skills: record.skills,
      role: record.role,
      path: `teachers/${record.id}`,
    };
  }

  /** The OWNER first, then by name (the shared rule). */
  async list(): Promise<TeacherRecord[]> {
    return sortTeachers(await this.em.find(TeacherRecord, {}));
  }

  async get(id: string): Promise<TeacherRecord> {
    const record = await this.em.findOne(TeacherRecord, { id });
    if (!record) throw problem(404, 'NOT_FOUND', TEACHER_ERRORS.notFound);
    return record;
  }

  async create(input: CreateTeacher, image?: string): Promise<TeacherRecord> {
    const record = new TeacherRecord(input);
    return this.images.saveWithImage(record, image, 'teachers', PORTRAIT, () => this.em.persistAndFlush(record));
  }

  /** Only the fields sent change; a picture alone replaces just the portrait (the old file goes after). */
  async update({ id, ...fields }: UpdateTeacher, image?: string): Promise<TeacherRecord> {
    const record = await this.get(id);
    const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    this.em.assign(record, sent);
    return this.images.saveWithImage(record, image, 'teachers', PORTRAIT, () => this.em.flush());
  }

  /** Removes the teacher and the portrait the database recorded (never a path from the request). */
  async remove(id: string): Promise<TeacherRecord> {
    const record = await this.get(id);
    await this.em.removeAndFlush(record);
    await this.images.remove(record.imagePath);
    return record;
  }
}
