import type { CalendarEvent } from '@trailside/domain/calendar/calendar.types';
import { occurrencesOfAll } from '@trailside/domain/calendar/occurrences';
import { Timeline, type TimelineEvent } from './calendar-timeline';

const NOW = Date.parse('2027-03-10T18:00:00Z');
const DAY = 86_400_000;

function event(fields: Partial<CalendarEvent>, deletedAt: number | null = null): TimelineEvent {
  return {
    deletedAt,
    event: {
      id: fields.title ?? 'e',
      title: 'Event',
      description: '',
      place: '',
      audience: 'whole-school',
      kind: 'event',
      allDay: false,
      start: '2027-03-02T18:00',
      end: '2027-03-02T19:30',
      timeZone: 'America/Chicago',
      repeat: null,
      skippedDates: [],
      imageUrl: null,
      imagePath: null,
      linkUrl: null,
      sequence: 0,
      createdAt: { seconds: 0 },
      updatedAt: { seconds: 0 },
      ...fields,
    },
  };
}

describe('Timeline', () => {
  const events = [
    event({ title: 'Choir', repeat: 'FREQ=WEEKLY;BYDAY=TU,TH', skippedDates: ['2027-03-11'] }),
    event({ title: 'Art night', audience: 'primary', start: '2027-03-05T17:00', end: '2027-03-05T18:00', repeat: 'FREQ=WEEKLY' }),
    event({ title: 'Spring break', kind: 'no-school', allDay: true, start: '2027-03-22', end: '2027-03-26' }),
    event({ title: 'Planning day', audience: 'staff', allDay: true, start: '2027-03-15', end: '2027-03-15' }),
    event({ title: 'Gone', repeat: 'FREQ=DAILY' }, NOW - 2 * DAY),
  ];
  let timeline: Timeline;
  beforeAll(async () => {
    timeline = await Timeline.build(events, NOW);
  });

  it('should list the same upcoming dates as working each event out, paged, filtered, skipped dates and deleted events left out', () => {
    const expected = occurrencesOfAll(
      events.filter(({ deletedAt }) => deletedAt === null).map(({ event: source }) => source),
      new Date(NOW),
      new Date(NOW + 731 * DAY),
    );
    const listed = timeline.page({ page: 1, pageSize: 50, when: 'upcoming' }, NOW);
    expect(listed.total).toBe(expected.length);
    expect(listed.occurrences.map((occurrence) => occurrence.id)).toEqual(expected.slice(0, 50).map((occurrence) => occurrence.id));
    expect(listed.occurrences.map((occurrence) => occurrence.date)).not.toContain('2027-03-11');
    const primary = timeline.page({ page: 2, pageSize: 3, when: 'upcoming', audience: 'primary' }, NOW);
    const primaryExpected = expected.filter((occurrence) => occurrence.audience === 'primary' || occurrence.audience === 'whole-school');
    expect([primary.total, primary.occurrences.map((occurrence) => occurrence.id)]).toEqual([primaryExpected.length, primaryExpected.slice(3, 6).map((occurrence) => occurrence.id)]);
    expect(timeline.page({ page: 1, pageSize: 5, when: 'upcoming', kind: 'no-school' }, NOW).occurrences.map((occurrence) => occurrence.title)).toEqual(['Spring break']);
  });

  it('should list the past latest first', () => {
    const past = timeline.page({ page: 1, pageSize: 3, when: 'past' }, NOW);
    expect(past.occurrences.map((occurrence) => [occurrence.title, occurrence.date])).toEqual([
      ['Choir', '2027-03-09'],
      ['Art night', '2027-03-05'],
      ['Choir', '2027-03-04'],
    ]);
  });

  it('should give a feed the skipped dates and the coming dates of a deleted event cancelled, and the nearest dates when there are too many', async () => {
    const dates = await timeline.feedDates({ audience: null }, NOW - 10 * DAY, NOW + 10 * DAY, 1_000, NOW);
    const cancelled = dates.filter((date) => date.cancelled).map((date) => `${date.occurrence.title} ${date.occurrence.date}`);
    expect(cancelled).toContain('Choir 2027-03-11');
    expect(cancelled.filter((date) => date.startsWith('Gone')).sort()[0]).toBe('Gone 2027-03-08');
    expect(cancelled).not.toContain('Gone 2027-03-07');

    const nearest = await timeline.feedDates({ audience: null }, NOW - 366 * DAY, NOW + 731 * DAY, 4, NOW);
    // Now is noon on Wednesday 10 March in Chicago: the 6pm dates of the day before and of tonight, then Thursday's first.
    expect(nearest.map((date) => `${date.occurrence.title} ${date.occurrence.date}`)).toEqual(['Choir 2027-03-09', 'Gone 2027-03-09', 'Gone 2027-03-10', 'Choir 2027-03-11']);
  });
});
