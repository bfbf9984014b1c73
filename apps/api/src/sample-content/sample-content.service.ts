import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CreateRequestContext, EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AccessLevel, whereGod } from '@trailside/domain/users/access-level';
import { UserType } from '@trailside/domain/users/user-type';
import { CONFIG, type Config } from '../config/config';
import { UserAccount } from '../identity/people/user-account.entity';
import { UsersService } from '../identity/people/users.service';
import { drawPicture, drawPortrait } from './sample-pictures';
import { SAMPLE_SEEDERS } from './sample-seeders';

const SAMPLE_FAMILIES = [
  { fname: 'Maya', lname: 'Okafor', childFirstName: 'Theo', childLastName: 'Okafor' },
  { fname: 'Daniel', lname: 'Reyes', childFirstName: 'Lucia', childLastName: 'Reyes' },
  { fname: 'Hannah', lname: 'Lindqvist', childFirstName: 'Elsa', childLastName: 'Lindqvist' },
];

/**
 * A fresh install should look like a real school's site: on the first start of an empty database,
 * every area's seeder adds its sample content through the same services the API uses.
 */
@Injectable()
export class SampleContentService {
  private readonly logger = new Logger('SampleContent');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly moduleRef: ModuleRef,
    private readonly users: UsersService,
  ) {}

  @CreateRequestContext()
  async seed(): Promise<void> {
    const office = await this.em.findOneOrFail(UserAccount, { accessLevel: whereGod() }, { orderBy: { createdAt: 'asc' } });
    const families = [];
    for (const family of SAMPLE_FAMILIES) {
      families.push(
        await this.users.create({
          ...family,
          email: `${family.fname}.${family.lname}@families.trailside-montessori.example`.toLowerCase(),
          // Nobody signs in as a sample family: the password is random and never shown.
          password: randomBytes(18).toString('base64url'),
          phone: null,
          type: UserType.PARENT,
          accessLevel: AccessLevel.GENERAL,
        }),
      );
    }
    const folder = await mkdtemp(join(this.config.tmpDir, 'sample-'));
    try {
      for (const seeder of SAMPLE_SEEDERS) {
        await seeder.seed({
          em: this.em,
          get: (type) => this.moduleRef.get(type, { strict: false }),
          picture: (scene, size, variant) => drawPicture(folder, scene, size, variant),
          portrait: (name) => drawPortrait(folder, name),
          office,
          families,
        });
        this.em.clear();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    this.logger.log(`Added the sample content: ${['families', ...SAMPLE_SEEDERS.map((seeder) => seeder.name)].join(', ')}.`);
  }
}
