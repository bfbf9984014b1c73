import { useParams } from 'react-router-dom';
import { FAMILY_INTRO } from '../../features/admissions/families/family-texts';
import { FamilyPage } from '../../features/admissions/families/family-page';
import { ViewPage } from '../shell/view-page';

/** A family of the Families view (/admissions/families/:familyId): its address is shareable within the console. */
export function Component() {
  const { familyId = '' } = useParams();
  return (
    <ViewPage view={{ heading: 'Family' }} intro={FAMILY_INTRO}>
      <FamilyPage key={familyId} familyId={familyId} />
    </ViewPage>
  );
}
