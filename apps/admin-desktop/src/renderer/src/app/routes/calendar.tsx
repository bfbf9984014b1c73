import { CALENDAR_TEXTS } from '../../features/calendar/calendar-texts';
import { CalendarView } from '../../features/calendar/calendar-view';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view="calendar" intro={CALENDAR_TEXTS.intro}>
      <CalendarView />
    </ViewPage>
  );
}
