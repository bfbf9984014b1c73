import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SettingsModule } from '../../settings/settings.module';
import { AgreementsModule } from '../agreements/agreements.module';
import { FamiliesModule } from '../families/families.module';
import { WaitingListController } from '../waiting-list/waiting-list.controller';
import { WaitingListService } from '../waiting-list/waiting-list.service';
import { offerEntities } from './offer-entities';
import { OffersController } from './offers.controller';
import { OffersService } from './offers.service';

/** The waiting lists and the offers of a place (issue 41): one module, as an offer's place is a list's. */
@Module({
  imports: [MikroOrmModule.forFeature(offerEntities), FamiliesModule, SettingsModule, AgreementsModule],
  controllers: [WaitingListController, OffersController],
  providers: [WaitingListService, OffersService],
  // WaitingListService.placeOf: the family's place, for the applications' status page (issue 41, slice 2).
  exports: [OffersService, WaitingListService],
})
export class OffersModule {}
