import type { CalendarAudience, CalendarKind } from './calendar.types';

/** One of the spec's six sample events (section 2): a yearly date, its times on the wall clock, where and what. */
export interface SampleCalendarEvent {
  title: string;
  /** 1-12. */
  month: number;
  day: number;
  start: string;
  end: string;
  place: string;
  text: string;
  audience: CalendarAudience;
  kind: CalendarKind;
}

/**
 * The Events page's six sample events of spec section 2, the gatherings of a school year from September to
 * May. The site listed them as they are; a new install's calendar has them on this school year's dates.
 */
export const SAMPLE_CALENDAR_EVENTS: readonly SampleCalendarEvent[] = [
  {
    title: 'Back-to-School Picnic',
    month: 9,
    day: 6,
    start: '16:00',
    end: '19:00',
    place: 'The meadow behind the school',
    text: 'Bring a blanket and a dish to share. New families meet their child’s teacher and the older students run the lemonade stand.',
    audience: 'families',
    kind: 'event',
  },
  {
    title: 'Harvest Day in the Garden',
    month: 10,
    day: 17,
    start: '09:00',
    end: '12:00',
    place: 'School garden beds',
    text: 'The Middle class shows how they planned and grew this year’s beds; everyone helps pick, weigh and cook the harvest.',
    audience: 'whole-school',
    kind: 'event',
  },
  {
    title: 'Winter Concert',
    month: 12,
    day: 12,
    start: '18:00',
    end: '19:30',
    place: 'Meadow Lane Community Hall',
    text: 'Every class sings, the recorder group plays for the first time, and the Spanish class leads a carol in Spanish.',
    audience: 'families',
    kind: 'event',
  },
  {
    title: 'Science Fair',
    month: 2,
    day: 20,
    start: '13:00',
    end: '15:30',
    place: 'Classrooms and hallway',
    text: 'Volcanoes, bean plants, home-made batteries: students from kindergarten to 8th grade present what they asked and what they found.',
    audience: 'whole-school',
    kind: 'event',
  },
  {
    title: 'Spanish Day',
    month: 4,
    day: 10,
    start: '08:30',
    end: '15:30',
    place: 'Whole school',
    text: 'A day in Spanish: papel picado across the windows, songs, games and a shared lunch cooked with families.',
    audience: 'whole-school',
    kind: 'event',
  },
  {
    title: 'Engineering Club Bridge Challenge',
    month: 5,
    day: 22,
    start: '14:00',
    end: '15:30',
    place: 'The workshop',
    text: 'Teams test the bridges they built from craft sticks and string. Parents are welcome to cheer and to add the weights.',
    audience: 'middle',
    kind: 'event',
  },
];

/** The school year a day falls in starts in August: its first calendar year. */
export const schoolYearOf = (day: string): number => {
  const [year, month] = day.split('-').map(Number);
  return month >= 8 ? year : year - 1;
};

/** A sample event's date in the school year starting in August of `firstYear`. */
export const sampleEventDay = (event: Pick<SampleCalendarEvent, 'month' | 'day'>, firstYear: number): string =>
  `${event.month >= 8 ? firstYear : firstYear + 1}-${String(event.month).padStart(2, '0')}-${String(event.day).padStart(2, '0')}`;
