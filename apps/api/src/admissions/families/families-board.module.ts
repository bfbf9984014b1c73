import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity/identity.module';
import { FamiliesBoardService } from './families-board.service';
import { FamiliesController } from './families.controller';
import { FamiliesModule } from './families.module';
import { MyFamilyController } from './my-family.controller';
import { MyFamilyService } from './my-family.service';

/**
 * The staff's families board and My family: the routes over the family record. A module of its own, so the slices
 * that import FamiliesModule (visits, applications, offers) do not also import the accounts it reads for links.
 */
@Module({
  imports: [FamiliesModule, IdentityModule],
  controllers: [FamiliesController, MyFamilyController],
  providers: [FamiliesBoardService, MyFamilyService],
})
export class FamiliesBoardModule {}
