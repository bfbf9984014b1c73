import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { FamiliesModule } from './admissions/families/families.module';
import { FamiliesBoardModule } from './admissions/families/families-board.module';
import { AgreementsModule } from './admissions/agreements/agreements.module';
import { ApplicationsModule } from './admissions/applications/applications.module';
import { VisitsModule } from './admissions/visits/visits.module';
import { OffersModule } from './admissions/offers/offers.module';
import { AuditModule } from './audit/audit.module';
import { BlogsModule } from './blogs/blogs.module';
import { CalendarModule } from './calendar/calendar.module';
import { CommentsModule } from './comments/comments.module';
import { AccessGuard } from './common/access/access.guard';
import { CommonModule } from './common/common.module';
import { ContactModule } from './contact/contact.module';
import { FeedsModule } from './feeds/feeds.module';
import { ENQUIRY_THROTTLER, isEnquiryRoute } from './common/rate-limit/rate-limit.guard';
import type { Config } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseService } from './database/database.service';
import { ormOptions } from './database/orm-options';
import { RunningMarker } from './database/running-marker';
import { GalleryModule } from './gallery/gallery.module';
import { HealthModule } from './health/health.module';
import { IdentityModule } from './identity/identity.module';
import { MailingModule } from './mailing/mailing.module';
import { ModerationModule } from './moderation/moderation.module';
import { NoticesModule } from './notices/notices.module';
import { SampleContentService } from './sample-content/sample-content.service';
import { SettingsModule } from './settings/settings.module';
import { ShortUrlsModule } from './short-urls/short-urls.module';
import { TeachersModule } from './teachers/teachers.module';
import { TestimonialsModule } from './testimonials/testimonials.module';
import { SocialEventsModule } from './social-events/social-events.module';

@Module({})
export class AppModule {
  static forRoot(config: Config): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        MikroOrmModule.forRoot(ormOptions(config)),
        ThrottlerModule.forRoot({
          throttlers: [
            { ttl: 60_000, limit: config.authRateLimitPerMinute },
            { name: ENQUIRY_THROTTLER, ttl: 3_600_000, limit: config.enquiryRateLimitPerHour, skipIf: (context) => !isEnquiryRoute(context) },
          ],
          // RateLimitGuard answers with the standard Retry-After and the real wait instead.
          setHeaders: false,
        }),
        CommonModule,
        AuditModule,
        HealthModule,
        IdentityModule,
        SettingsModule,
        ContactModule,
        ShortUrlsModule,
        BlogsModule,
        CommentsModule,
        TestimonialsModule,
        TeachersModule,
        SocialEventsModule,
        GalleryModule,
        CalendarModule,
        NoticesModule,
        ModerationModule,
        FeedsModule,
        MailingModule,
        FamiliesModule,
        FamiliesBoardModule,
        AgreementsModule,
        ApplicationsModule,
        VisitsModule,
        OffersModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }, DatabaseService, RunningMarker, SampleContentService],
    };
  }
}
