import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { CalendarEventRecord } from './calendar-event.entity';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { IcsReader } from './ics-reader';

@Module({
  imports: [MikroOrmModule.forFeature([CalendarEventRecord]), SettingsModule],
  controllers: [CalendarController],
  providers: [CalendarService, IcsReader],
  exports: [CalendarService],
})
export class CalendarModule {}
