import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AuthModule } from './auth/auth.module';
import { AccessGuard } from './common/access/access.guard';
import { CommonModule } from './common/common.module';
import type { Config } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseService } from './database/database.service';
import { ormOptions } from './database/orm-options';
import { GalleryModule } from './gallery/gallery.module';
import { HealthModule } from './health/health.module';
import { SampleContentService } from './sample-content/sample-content.service';
import { SocialEventsModule } from './social-events/social-events.module';
import { UsersModule } from './users/users.module';

export const TOO_MANY_REQUESTS = 'Too many attempts from this computer. Please wait a minute and try again.';

@Module({})
export class AppModule {
  static forRoot(config: Config): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        MikroOrmModule.forRoot(ormOptions(config)),
        ThrottlerModule.forRoot({
          throttlers: [{ ttl: 60_000, limit: config.authRateLimitPerMinute }],
          errorMessage: TOO_MANY_REQUESTS,
        }),
        CommonModule,
        HealthModule,
        UsersModule,
        AuthModule,
        SocialEventsModule,
        GalleryModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }, DatabaseService, SampleContentService],
    };
  }
}
