import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SettingsModule } from '../../settings/settings.module';
import { FamiliesModule } from '../families/families.module';
import { agreementEntities } from './agreement.entities';
import { AgreementsController } from './agreements.controller';
import { AgreementsService } from './agreements.service';

/** The enrolment agreement (issue 41, slice 3); the offers slice calls AgreementsService.prepare when an offer is accepted. */
@Module({
  imports: [MikroOrmModule.forFeature(agreementEntities), FamiliesModule, SettingsModule],
  controllers: [AgreementsController],
  providers: [AgreementsService],
  exports: [AgreementsService],
})
export class AgreementsModule {}
