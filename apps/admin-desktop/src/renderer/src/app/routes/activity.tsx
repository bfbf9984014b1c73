import { ActivityView } from '../../features/activity/activity-view';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view="activity" intro="Everything staff have done on the website, who did it and when: approvals, deletions, new accounts, uploads and changed settings.">
      <ActivityView />
    </ViewPage>
  );
}
