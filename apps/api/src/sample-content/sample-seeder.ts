import type { EntityManager } from '@mikro-orm/core';
import type { Type } from '@nestjs/common';
import type { KeptFile } from '../common/storage/kept-encodings';
import type { UserAccount } from '../identity/people/user-account.entity';
import type { PictureScene, PictureSize } from './sample-pictures';

export interface SampleSeedContext {
  /** A forked entity manager inside a request context. */
  em: EntityManager;
  /** Any provider of the app, so seeders create content through the same services the API uses. */
  get: <T>(type: Type<T>) => T;
  /** Draws a picture into the temp folder and returns its path, to hand to a service like an upload. */
  picture: (scene: PictureScene, size: PictureSize, variant?: number) => Promise<string>;
  /** Draws a portrait for a person's name into the temp folder and returns its path. */
  portrait: (name: string) => Promise<string>;
  /** Files a seeder makes itself (the home slider's), kept under `key` for the next new install on this machine. */
  keep: (key: string, make: () => Promise<KeptFile[]>) => Promise<KeptFile[]>;
  /** The first GOD administrator: the author of the sample posts. */
  office: UserAccount;
  /** Three sample family accounts (GENERAL, random passwords) who write testimonials and comments. */
  families: UserAccount[];
}

/** One area's sample content (blogs, teachers, ...). Seeders run in the order of SAMPLE_SEEDERS. */
export interface SampleSeeder {
  name: string;
  seed: (context: SampleSeedContext) => Promise<void>;
}
