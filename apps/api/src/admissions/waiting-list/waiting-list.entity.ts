import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Level } from '@trailside/domain/admissions/admissions.types';

/** A waiting list's settings, one row per level and start term: the places open and the school's order. */
@Entity({ tableName: 'waiting_lists' })
@Unique({ properties: ['level', 'startTerm'] })
export class WaitingListRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 16 })
  level: Level;

  @Property({ type: 'string', length: 7 })
  startTerm: string;

  /** Places open in the level for the term: offered (not lapsed or declined) and enrolled students take them. */
  @Property({ type: 'integer' })
  places: number & Opt = 0;

  @Property({ type: 'boolean' })
  siblingsFirst: boolean & Opt = true;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(level: Level, startTerm: string) {
    this.level = level;
    this.startTerm = startTerm;
  }
}
