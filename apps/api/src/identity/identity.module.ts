import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module';
import { AccountModule } from '../account/account.module';
import { ContactModule } from '../contact/contact.module';
import { SettingsModule } from '../settings/settings.module';
import { AccountCacheService } from './account-cache.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { PasswordResetToken } from './password-reset-token.entity';
import { TokenVerifier } from './token-verifier';

@Module({
  imports: [
    MikroOrmModule.forFeature([PasswordResetToken]),
    PassportModule,
    UsersModule,
    AccountModule,
    ContactModule,
    SettingsModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, JwtStrategy, AccountCacheService, TokenVerifier],
})
export class AuthModule {}
