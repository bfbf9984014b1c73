import { ApplicationsView } from '../../features/admissions/applications/applications-view';
import { APPLICATION_VIEW_TEXTS } from '../../features/admissions/applications/application-texts';
import { ADMISSIONS_VIEW_LABELS } from '../admissions-views';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view={{ heading: ADMISSIONS_VIEW_LABELS.applications }} intro={APPLICATION_VIEW_TEXTS.intro}>
      <ApplicationsView />
    </ViewPage>
  );
}
