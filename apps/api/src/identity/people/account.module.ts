import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { ChildrenService } from './children.service';
import { FailedSecondStep, ParentConsentRecord, RecoveryCode } from './two-step.entities';
import { TwoStepService } from './two-step.service';

/** Two-step sign-in, My account, children's accounts and the school's account settings (issue 27). */
@Module({
  imports: [MikroOrmModule.forFeature([RecoveryCode, FailedSecondStep, ParentConsentRecord]), UsersModule, SettingsModule],
  controllers: [AccountController],
  providers: [AccountService, TwoStepService, ChildrenService],
  exports: [TwoStepService, ChildrenService, AccountService],
})
export class AccountModule {}
