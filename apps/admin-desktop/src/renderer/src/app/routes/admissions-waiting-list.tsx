import { WAITING_LIST_INTRO, WaitingListView } from '../../features/admissions/waiting-list/waiting-list-view';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view={{ heading: 'Waiting list' }} intro={WAITING_LIST_INTRO}>
      <WaitingListView />
    </ViewPage>
  );
}
