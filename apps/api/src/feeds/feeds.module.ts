import { Module } from '@nestjs/common';
import { CalendarModule } from '../calendar/calendar.module';
import { SettingsModule } from '../settings/settings.module';
import { FeedCache } from './feed-cache';
import { FeedsController } from './feeds.controller';
import { FeedsService } from './feeds.service';

/** The sitemap, robots.txt, the blog's RSS feed and the events' calendar feeds (reads only), each kept until what it shows changes. */
@Module({
  imports: [SettingsModule, CalendarModule],
  controllers: [FeedsController],
  providers: [FeedsService, FeedCache],
})
export class FeedsModule {}
