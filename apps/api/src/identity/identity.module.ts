import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { CONFIG, type Config } from '../config/config';
import { ContactModule } from '../contact/contact.module';
import { SettingsModule } from '../settings/settings.module';
import { AccountPolicyController } from './people/account-policy.controller';
import { ChildrenController } from './people/children.controller';
import { ChildrenService } from './people/children.service';
import { EmailVerificationController } from './people/email-verification.controller';
import { EmailVerificationService } from './people/email-verification.service';
import { InvitationService } from './people/invitation.service';
import { FirstAdminService } from './people/first-admin.service';
import { MyAccountController } from './people/my-account.controller';
import { MyAccountService } from './people/my-account.service';
import { UserAccount } from './people/user-account.entity';
import { UsersController } from './people/users.controller';
import { UsersService } from './people/users.service';
import { AccountCacheService } from './sign-in/account-cache.service';
import { JwtStrategy } from './sign-in/jwt.strategy';
import { PasswordResetController } from './sign-in/password-reset.controller';
import { PasswordResetService } from './sign-in/password-reset.service';
import { PasswordResetToken } from './sign-in/password-reset-token.entity';
import { SessionsController } from './sign-in/sessions.controller';
import { SessionsService } from './sign-in/sessions.service';
import { SignInAttemptsService } from './sign-in/sign-in-attempts.service';
import { SignInController } from './sign-in/sign-in.controller';
import { SignInService } from './sign-in/sign-in.service';
import { TokenVerifier } from './sign-in/token-verifier';
import { ParentConsentRecord } from './people/parent-consent.entity';
import { FailedSecondStep, RecoveryCode } from './sign-in/two-step.entities';
import { TwoStepController } from './sign-in/two-step.controller';
import { TwoStepPolicy } from './sign-in/two-step-policy.service';
import { TwoStepService } from './sign-in/two-step.service';
import { UserSession } from './sign-in/user-session.entity';

/**
 * Who someone is (issue 39): sign-in (passwords, tokens, sessions, two-step sign-in, the account cache) in
 * `sign-in/`, and people (accounts, children and their parents' consent, e-mail verification, the first admin) in
 * `people/`. One module, because each half needs the other's services: people's changes end sign-ins, and
 * signing up makes an account. The files themselves form no cycle (`npm run lint`).
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([UserAccount, UserSession, PasswordResetToken, RecoveryCode, FailedSecondStep, ParentConsentRecord]),
    JwtModule.registerAsync({
      inject: [CONFIG],
      useFactory: (config: Config) => ({ secret: config.jwt.secret, signOptions: { algorithm: 'HS256' } }),
    }),
    PassportModule,
    ContactModule,
    SettingsModule,
  ],
  controllers: [
    UsersController,
    EmailVerificationController,
    SignInController,
    PasswordResetController,
    MyAccountController,
    SessionsController,
    TwoStepController,
    ChildrenController,
    AccountPolicyController,
  ],
  providers: [
    UsersService,
    FirstAdminService,
    EmailVerificationService,
    InvitationService,
    MyAccountService,
    ChildrenService,
    SignInService,
    SignInAttemptsService,
    PasswordResetService,
    SessionsService,
    TwoStepService,
    TwoStepPolicy,
    JwtStrategy,
    AccountCacheService,
    TokenVerifier,
  ],
  // Other areas read accounts (mail, moderation) and ask for an address to be verified (subscriptions).
  exports: [UsersService, EmailVerificationService],
})
export class IdentityModule {}
