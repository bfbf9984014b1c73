import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { MyAccount, MyData } from '@trailside/domain/account/account.types';
import type { Actor } from '@trailside/domain/users/user.rules';
import { PersonalDataService } from '../../common/personal-data/personal-data.service';
import { SessionsService } from '../sign-in/sessions.service';
import { TwoStepPolicy } from '../sign-in/two-step-policy.service';
import { TwoStepService } from '../sign-in/two-step.service';
import { ChildrenService, childView } from './children.service';
import { UserAccount } from './user-account.entity';
import { UsersService } from './users.service';

/** My account: what one person sees of their own account, and everything the school keeps about them. */
@Injectable()
export class MyAccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly twoStep: TwoStepService,
    private readonly twoStepPolicy: TwoStepPolicy,
    private readonly personalData: PersonalDataService,
    private readonly children: ChildrenService,
  ) {}

  async overview(actor: Actor): Promise<MyAccount> {
    const account = await this.users.find(actor.id);
    const children = await this.users.childrenOf(account.id);
    const parent = account.parentId ? await this.em.findOne(UserAccount, { id: account.parentId }) : null;
    return {
      user: this.users.view(account),
      twoStep: {
        enabled: account.totpSecret !== null,
        recoveryCodesLeft: await this.twoStep.recoveryCodesLeft(account.id),
        required: await this.twoStepPolicy.required(account),
      },
      children: children.map((child) => childView(child, this.users.view(child).imageUrl)),
      parent: parent ? { id: parent.id, name: `${parent.fname} ${parent.lname}`.trim() } : null,
      consentRequest: await this.children.statusFor(account),
    };
  }

  /** Everything the school keeps about this person, and nothing of anyone else's. */
  async export(actor: Actor): Promise<MyData> {
    const account = await this.users.find(actor.id);
    const parts = await this.personalData.exportFor(account, this.em);
    const children = await this.users.childrenOf(account.id);
    return {
      exportedAt: new Date().toISOString(),
      account: this.users.view(account),
      sessions: await this.sessions.exportFor(account.id),
      ...parts,
      children: children.map((child) => childView(child, this.users.view(child).imageUrl)),
    };
  }
}
