import { Module } from '@nestjs/common';
import { CalendarModule } from '../calendar/calendar.module';
import { SettingsModule } from '../settings/settings.module';
import { FeedsController } from './feeds.controller';
import { FeedsService } from './feeds.service';

/** The sitemap, robots.txt, the blog's RSS feed and the events' calendar feeds (reads only). */
@Module({
  imports: [SettingsModule, CalendarModule],
  controllers: [FeedsController],
  providers: [FeedsService],
})
export class FeedsModule {}
