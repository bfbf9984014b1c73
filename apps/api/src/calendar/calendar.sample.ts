import { dayAt } from '@trailside/domain/calendar/zoned-time';
import { SAMPLE_CALENDAR_EVENTS, sampleEventDay, schoolYearOf } from '@trailside/domain/calendar/sample-events';
import type { SampleSeeder } from '../sample-content/sample-seeder';
import { SettingsService } from '../settings/settings.service';
import { CalendarService } from './calendar.service';

/** The spec's six sample events (its Events page) on this school year's dates, in the school's time zone. */
export const calendarSampleSeeder: SampleSeeder = {
  name: 'calendar',
  async seed({ get, em }) {
    const calendar = get(CalendarService);
    const timeZone = await get(SettingsService).timeZone(em);
    const firstYear = schoolYearOf(dayAt(new Date(), timeZone));
    for (const event of SAMPLE_CALENDAR_EVENTS) {
      const day = sampleEventDay(event, firstYear);
      await calendar.create({
        title: event.title,
        description: event.text,
        place: event.place,
        audience: event.audience,
        kind: event.kind,
        allDay: false,
        start: `${day}T${event.start}`,
        end: `${day}T${event.end}`,
        timeZone,
        repeat: null,
        skippedDates: [],
        linkUrl: null,
      });
    }
  },
};
