import { NOTICES_INTRO, NoticesView } from '../../features/notices/notices-view';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view="notices" intro={NOTICES_INTRO}>
      <NoticesView />
    </ViewPage>
  );
}
