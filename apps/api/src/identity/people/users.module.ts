import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SignInAttemptsService } from '../auth/sign-in-attempts.service';
import { ContactModule } from '../contact/contact.module';
import { SessionsModule } from '../sessions/sessions.module';
import { SettingsModule } from '../settings/settings.module';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { FirstAdminService } from './first-admin.service';
import { UserAccount } from './user-account.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [MikroOrmModule.forFeature([UserAccount]), ContactModule, SessionsModule, SettingsModule],
  controllers: [UsersController, EmailVerificationController],
  providers: [UsersService, FirstAdminService, SignInAttemptsService, EmailVerificationService],
  exports: [UsersService, FirstAdminService, SignInAttemptsService, EmailVerificationService, SessionsModule],
})
export class UsersModule {}
