import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { FeedsController } from './feeds.controller';
import { FeedsService } from './feeds.service';

/** The sitemap, robots.txt, the blog's RSS feed and the events' calendar feed (reads only). */
@Module({
  imports: [SettingsModule],
  controllers: [FeedsController],
  providers: [FeedsService],
})
export class FeedsModule {}
