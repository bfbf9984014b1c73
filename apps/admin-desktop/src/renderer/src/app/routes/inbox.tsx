import { InboxView } from '../../features/inbox/inbox-view';
import { INBOX_TEXTS } from '../../features/inbox/inbox-texts';
import { TwoStepPrompt } from '../shell/two-step-prompt';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view="inbox" intro={INBOX_TEXTS.intro}>
      <TwoStepPrompt />
      <InboxView />
    </ViewPage>
  );
}
