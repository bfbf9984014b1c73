import { VISITS_INTRO, VisitsView } from '../../features/admissions/visits/visits-view';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view={{ heading: 'Visits' }} intro={VISITS_INTRO}>
      <VisitsView />
    </ViewPage>
  );
}
