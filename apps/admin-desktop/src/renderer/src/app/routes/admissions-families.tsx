import { FAMILIES_INTRO } from '../../features/admissions/families/family-texts';
import { FamiliesBoard } from '../../features/admissions/families/families-board';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view={{ heading: 'Families' }} intro={FAMILIES_INTRO}>
      <FamiliesBoard />
    </ViewPage>
  );
}
