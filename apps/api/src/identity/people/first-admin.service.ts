import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CreateRequestContext, EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AccessLevel, whereGod } from '@trailside/domain/users/access-level';
import { UserType } from '@trailside/domain/users/user-type';
import { CONFIG, type Config } from '../../config/config';
import { UserAccount } from './user-account.entity';
import { UsersService } from './users.service';

/**
 * A fresh install gets one GOD administrator from ADMIN_EMAIL / ADMIN_PASSWORD. With no password set,
 * a random one is made, printed once and kept in DATA_DIR/admin-password.txt: never a fixed password.
 */
@Injectable()
export class FirstAdminService {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly users: UsersService,
  ) {}

  @CreateRequestContext()
  async ensureFirstAdmin(): Promise<void> {
    if (await this.em.count(UserAccount, { accessLevel: whereGod() })) return;
    const { email } = this.config.admin;
    if (await this.em.count(UserAccount, { email })) {
      this.logger.warn(`No GOD administrator exists, and ${email} already belongs to another account; set ADMIN_EMAIL to a new address.`);
      return;
    }
    const password = this.config.admin.password ?? randomBytes(12).toString('base64url');
    await this.users.create({
      email,
      password,
      fname: 'School Office',
      lname: 'Admin',
      type: UserType.TEACHER,
      accessLevel: AccessLevel.GOD,
      phone: null,
      childFirstName: null,
      childLastName: null,
    });
    if (this.config.admin.password) {
      this.logger.log(`Created the first administrator, ${email}, with the password from ADMIN_PASSWORD.`);
      return;
    }
    const file = join(this.config.dataDir, 'admin-password.txt');
    await writeFile(file, `${email}\n${password}\n`, { mode: 0o600 });
    this.logger.log(`Created the first administrator. Sign in as ${email} with the password ${password} (also saved in ${file}).`);
  }
}
