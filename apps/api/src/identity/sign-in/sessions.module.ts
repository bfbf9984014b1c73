import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { CONFIG, type Config } from '../config/config';
import { SessionsService } from './sessions.service';
import { UserSession } from './user-session.entity';

/** Sign-ins and the tokens that name them; used by sign-in (auth), password changes (users) and My account. */
@Module({
  imports: [
    MikroOrmModule.forFeature([UserSession]),
    JwtModule.registerAsync({
      inject: [CONFIG],
      useFactory: (config: Config) => ({ secret: config.jwt.secret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  providers: [SessionsService],
  exports: [SessionsService, JwtModule],
})
export class SessionsModule {}
