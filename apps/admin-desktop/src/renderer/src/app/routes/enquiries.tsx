import { EnquiriesView } from '../../features/enquiries/enquiries-view';
import { ENQUIRY_VIEW_TEXTS } from '../../features/enquiries/enquiry-texts';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view="enquiries" intro={ENQUIRY_VIEW_TEXTS.intro}>
      <EnquiriesView />
    </ViewPage>
  );
}
