import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CreateRequestContext, EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AccessLevel, whereGod } from '@trailside/domain/users/access-level';
import { UserType } from '@trailside/domain/users/user-type';
import { keptEncodings } from '../common/storage/kept-encodings';
import { CONFIG, type Config } from '../config/config';
import { UserAccount } from '../identity/people/user-account.entity';
import { UsersService } from '../identity/people/users.service';
import { KeptPictures } from './kept-pictures';
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
    const families: UserAccount[] = [];
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
    // Pictures drawn by an earlier new install on this machine are copied, not drawn and encoded again.
    const kept = new KeptPictures(this.config.samplePicturesDir, this.logger);
    /** A drawing, kept as it is drawn (a PNG) and handed to a service in a temp file like an upload. */
    const drawing = async (key: string, draw: () => Promise<Buffer>) => {
      const [file] = await kept.files(key, async () => [{ name: 'drawing.png', data: await draw() }]);
      const path = join(folder, `${randomUUID()}.png`);
      await writeFile(path, file!.data);
      return path;
    };
    try {
      await keptEncodings.run(kept, async () => {
        for (const seeder of SAMPLE_SEEDERS) {
          await seeder.seed({
            em: this.em,
            get: (type) => this.moduleRef.get(type, { strict: false }),
            picture: (scene, size, variant = 0) => drawing(`picture ${scene} ${size.width}x${size.height} ${variant}`, () => drawPicture(scene, size, variant)),
            portrait: (name) => drawing(`portrait ${name}`, () => drawPortrait(name)),
            keep: (key, make) => kept.files(key, make),
            office,
            families,
          });
          this.em.clear();
        }
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    this.logger.log(`Added the sample content: ${['families', ...SAMPLE_SEEDERS.map((seeder) => seeder.name)].join(', ')}.`);
  }
}
