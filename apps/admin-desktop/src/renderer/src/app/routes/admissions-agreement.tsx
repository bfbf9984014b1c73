import { AGREEMENT_INTRO, AgreementView } from '../../features/admissions/agreement/agreement-view';
import { ViewPage } from '../shell/view-page';
import { ADMISSIONS_VIEW_LABELS } from '../admissions-views';

export function Component() {
  return (
    <ViewPage view={{ heading: ADMISSIONS_VIEW_LABELS.agreement }} intro={AGREEMENT_INTRO}>
      <AgreementView />
    </ViewPage>
  );
}
