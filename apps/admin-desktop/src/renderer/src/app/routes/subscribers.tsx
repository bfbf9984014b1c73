import { SUBSCRIBER_TEXTS } from '../../features/subscribers/subscriber-texts';
import { SubscribersView } from '../../features/subscribers/subscribers-view';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view="subscribers" intro={SUBSCRIBER_TEXTS.intro}>
      <SubscribersView />
    </ViewPage>
  );
}
