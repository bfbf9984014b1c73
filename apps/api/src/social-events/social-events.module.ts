import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SocialEventRecord } from './social-event.entity';
import { SocialEventsController } from './social-events.controller';
import { SocialEventsService } from './social-events.service';

@Module({
  imports: [MikroOrmModule.forFeature([SocialEventRecord])],
  controllers: [SocialEventsController],
  providers: [SocialEventsService],
  exports: [SocialEventsService],
})
export class SocialEventsModule {}
