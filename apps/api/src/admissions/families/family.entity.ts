import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { Stage } from '@trailside/domain/admissions/admissions.types';

/**
 * A household (issue 41): its guardians, students and timeline point at it by `familyId`, as every admissions record
 * does (a booking, an application, an offer), so that merging two families that are one moves every such row by that
 * one column (FamiliesService.merge).
 */
@Entity({ tableName: 'families' })
export class FamilyRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  /** How staff call the household: "The Okafor family" from its first guardian, changed by staff at will. */
  @Property({ type: 'string', length: 120 })
  name: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  /** Its stage on the staff's board (familyStageOf): kept here so the board counts families by one indexed column. */
  @Property({ type: 'string', length: 16, index: true })
  stage: Stage & Opt = 'enquiry';

  constructor(name: string) {
    this.name = name;
  }
}
