import { FamilyEventRecord } from './family-event.entity';
import { FamilyRecord } from './family.entity';
import { GuardianRecord } from './guardian.entity';
import { StudentRecord } from './student.entity';

/** The family record's tables, for the ORM's list (orm-options.ts) and the module's repositories. */
export const familyEntities = [FamilyRecord, GuardianRecord, StudentRecord, FamilyEventRecord];
