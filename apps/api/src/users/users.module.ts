import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { SignInAttemptsService } from '../auth/sign-in-attempts.service';
import { CONFIG, type Config } from '../config/config';
import { ContactModule } from '../contact/contact.module';
import { SettingsModule } from '../settings/settings.module';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { FirstAdminService } from './first-admin.service';
import { UserAccount } from './user-account.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [
    MikroOrmModule.forFeature([UserAccount]),
    ContactModule,
    SettingsModule,
    // Here, not in AuthModule: a user who changes their own password gets a new token from UsersService.
    JwtModule.registerAsync({
      inject: [CONFIG],
      useFactory: (config: Config) => ({ secret: config.jwt.secret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [UsersController, EmailVerificationController],
  providers: [UsersService, FirstAdminService, SignInAttemptsService, EmailVerificationService],
  exports: [UsersService, FirstAdminService, SignInAttemptsService, EmailVerificationService, JwtModule],
})
export class UsersModule {}
