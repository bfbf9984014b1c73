import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { CONFIG, type Config } from '../config/config';
import { FirstAdminService } from './first-admin.service';
import { UserAccount } from './user-account.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [
    MikroOrmModule.forFeature([UserAccount]),
    // Here, not in AuthModule: a user who changes their own password gets a new token from UsersService.
    JwtModule.registerAsync({
      inject: [CONFIG],
      useFactory: (config: Config) => ({ secret: config.jwt.secret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [UsersController],
  providers: [UsersService, FirstAdminService],
  exports: [UsersService, FirstAdminService, JwtModule],
})
export class UsersModule {}
