import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContactModule } from '../../contact/contact.module';
import { SettingsModule } from '../../settings/settings.module';
import { FamiliesModule } from '../families/families.module';
import { OffersModule } from '../offers/offers.module';
import { applicationEntities } from './application.entity';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';

/** Applying online (issue 41): the family's application, its private link and the staff's list. */
@Module({
  imports: [MikroOrmModule.forFeature(applicationEntities), FamiliesModule, ContactModule, SettingsModule, OffersModule],
  controllers: [ApplicationsController],
  providers: [ApplicationsService],
  exports: [ApplicationsService],
})
export class ApplicationsModule {}
