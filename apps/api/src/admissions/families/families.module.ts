import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { familyEntities } from './family-entities';
import { FamiliesService } from './families.service';

/** The family record every admissions module builds on (issue 41). */
@Module({
  imports: [MikroOrmModule.forFeature(familyEntities)],
  providers: [FamiliesService],
  exports: [FamiliesService, MikroOrmModule],
})
export class FamiliesModule {}
