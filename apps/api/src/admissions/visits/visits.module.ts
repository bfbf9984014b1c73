import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContactModule } from '../../contact/contact.module';
import { SettingsModule } from '../../settings/settings.module';
import { FamiliesModule } from '../families/families.module';
import { visitEntities } from './visit-entities';
import { VisitsController } from './visits.controller';
import { VisitsService } from './visits.service';

/** Visits (issue 41): staff publish times, families book them, the school reminds them the day before. */
@Module({
  imports: [MikroOrmModule.forFeature(visitEntities), SettingsModule, ContactModule, FamiliesModule],
  controllers: [VisitsController],
  providers: [VisitsService],
  exports: [VisitsService],
})
export class VisitsModule {}
