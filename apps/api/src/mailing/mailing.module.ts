import { VisitsModule } from '../admissions/visits/visits.module';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { OffersModule } from '../admissions/offers/offers.module';
import { BlogsModule } from '../blogs/blogs.module';
import { CalendarModule } from '../calendar/calendar.module';
import { CommentsModule } from '../comments/comments.module';
import { ContactModule } from '../contact/contact.module';
import { ModerationModule } from '../moderation/moderation.module';
import { NoticesModule } from '../notices/notices.module';
import { SettingsModule } from '../settings/settings.module';
import { SocialEventsModule } from '../social-events/social-events.module';
import { TestimonialsModule } from '../testimonials/testimonials.module';
import { IdentityModule } from '../identity/identity.module';
import { AccountMailSettingsRecord } from './account-mail-settings.entity';
import { BroadcastsService } from './broadcasts.service';
import { MailBroadcast } from './mail-broadcast.entity';
import { MailPreferencesService } from './mail-preferences.service';
import { MailScheduleService } from './mail-schedule.service';
import { NotificationsService } from './notifications.service';
import { OneClickUnsubscribeController } from './one-click-unsubscribe.controller';
import { SubscribersController } from './subscribers.controller';
import { SubscribersService } from './subscribers.service';
import { Subscription } from './subscription.entity';
import { SubscriptionsController } from './subscriptions.controller';
import { WeeklyLetterService } from './weekly-letter.service';

/**
 * Families hear from the school by e-mail (issue 26): subscriptions and preferences, the weekly letter, News and
 * Notices to subscribers, mail to account holders about their own writing, and the staff's Subscribers view. It
 * reads the other areas through their services; they tell it of writes through MailTriggers, so none depends on it.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([Subscription, AccountMailSettingsRecord, MailBroadcast]),
    IdentityModule,
    OffersModule,
    SettingsModule,
    BlogsModule,
    CommentsModule,
    TestimonialsModule,
    ModerationModule,
    CalendarModule,
    SocialEventsModule,
    NoticesModule,
    ContactModule,
    VisitsModule,
  ],
  controllers: [SubscriptionsController, OneClickUnsubscribeController, SubscribersController],
  providers: [MailPreferencesService, WeeklyLetterService, BroadcastsService, NotificationsService, SubscribersService, MailScheduleService],
})
export class MailingModule {}
