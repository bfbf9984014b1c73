import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { CacheInvalidationService } from '../http-cache/cache-invalidation.service';
import type { CacheTag } from '../http-cache/cache-tags';
import { PERSONAL_DATA_KINDS, type PersonalDataKind, type PersonalDataParts } from '@trailside/domain/account/account.types';

/** Whose data: the account's id and the e-mail they wrote from. */
export interface DataSubject {
  id: string;
  email: string;
}

/**
 * What one module keeps of a person, and what becomes of it: the module that owns the table registers this, so
 * no other module reads or writes its rows.
 */
export interface PersonalDataPart<K extends PersonalDataKind = PersonalDataKind> {
  /** Their rows, as "Download my data" gives them: theirs only, never anyone else's. */
  export(subject: DataSubject, em: EntityManager): Promise<PersonalDataParts[K]>;
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

  register<K extends PersonalDataKind>(kind: K, part: PersonalDataPart<K>): void {
    this.parts.set(kind, part as PersonalDataPart);
  }

  /** Every part of one person's data; a kind no module registered is a mistake, not an empty list. */
  async exportFor(subject: DataSubject, em: EntityManager): Promise<PersonalDataParts> {
    const data: Partial<Record<PersonalDataKind, unknown>> = {};
    for (const kind of PERSONAL_DATA_KINDS) {
      const part = this.parts.get(kind);
      if (!part) throw new Error(`No module registered the "${kind}" part of a person's data.`);
      data[kind] = await part.export(subject, em);
    }
    return data as PersonalDataParts;
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
