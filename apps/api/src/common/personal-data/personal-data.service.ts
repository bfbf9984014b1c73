import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { CacheInvalidationService } from '../http-cache/cache-invalidation.service';
import type { CacheTag } from '../http-cache/http-cache.service';

/** Whose data: the account's id and the e-mail they wrote from. */
export interface DataSubject {
  id: string;
  email: string;
}

/** The kinds of a person's writing other modules keep, by the name "Download my data" gives them. */
export type PersonalDataKind = 'testimonials' | 'comments' | 'enquiries';

/**
 * What one module keeps of a person, and what becomes of it: the module that owns the table registers this, so
 * no other module reads or writes its rows.
 */
export interface PersonalDataPart {
  /** Their rows, as "Download my data" gives them: theirs only, never anyone else's. */
  export(subject: DataSubject, em: EntityManager): Promise<unknown[]>;
  /** Removes (or anonymises) them as the account is deleted, inside the deletion's transaction. */
  erase?(subject: DataSubject, em: EntityManager): Promise<void>;
  /** A child's writing that waited for the parent's consent goes to the moderation queue. */
  release?(subject: DataSubject, em: EntityManager): Promise<void>;
  /** The cache areas a change here moves (their public lists and the staff inbox). */
  tags: CacheTag[];
}

/** The registry of everything the school keeps about one person, outside their account row. */
@Injectable()
export class PersonalDataService {
  private readonly parts = new Map<PersonalDataKind, PersonalDataPart>();

  constructor(private readonly invalidations: CacheInvalidationService) {}

  register(kind: PersonalDataKind, part: PersonalDataPart): void {
    this.parts.set(kind, part);
  }

  async exportFor(subject: DataSubject, em: EntityManager): Promise<Record<PersonalDataKind, unknown[]>> {
    const data = {} as Record<PersonalDataKind, unknown[]>;
    for (const [kind, part] of this.parts) data[kind] = await part.export(subject, em);
    return data;
  }

  async eraseFor(subject: DataSubject, em: EntityManager): Promise<void> {
    for (const part of this.parts.values()) await part.erase?.(subject, em);
  }

  async releaseFor(subject: DataSubject, em: EntityManager): Promise<void> {
    for (const part of this.parts.values()) await part.release?.(subject, em);
  }

  /** Once the erase or release committed: the lists and the inbox that showed the rows are drawn again. */
  async changed(): Promise<void> {
    await this.invalidations.invalidate(...new Set([...this.parts.values()].flatMap((part) => part.tags)));
  }
}
