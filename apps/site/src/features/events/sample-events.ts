/** One date in the school year as the Events page lists it. */
export interface SchoolEvent {
  title: string;
  /** Month abbreviation and day, as printed on the date badge. */
  month: string;
  day: number;
  time: string;
  place: string;
  text: string;
}

/** Spec section 2: the six sample events of the Events page. */
export const SAMPLE_EVENTS: readonly SchoolEvent[] = [
  {
    title: 'Back-to-School Picnic',
    month: 'Sep',
    day: 6,
    time: '4:00pm-7:00pm',
    place: 'The meadow behind the school',
    text: 'Bring a blanket and a dish to share. New families meet their child’s teacher and the older students run the lemonade stand.',
  },
  {
    title: 'Harvest Day in the Garden',
    month: 'Oct',
    day: 17,
    time: '9:00am-12:00pm',
    place: 'School garden beds',
    text: 'The Middle class shows how they planned and grew this year’s beds; everyone helps pick, weigh and cook the harvest.',
  },
  {
    title: 'Winter Concert',
    month: 'Dec',
    day: 12,
    time: '6:00pm-7:30pm',
    place: 'Meadow Lane Community Hall',
    text: 'Every class sings, the recorder group plays for the first time, and the Spanish class leads a carol in Spanish.',
  },
  {
    title: 'Science Fair',
    month: 'Feb',
    day: 20,
    time: '1:00pm-3:30pm',
    place: 'Classrooms and hallway',
    text: 'Volcanoes, bean plants, home-made batteries: students from kindergarten to 8th grade present what they asked and what they found.',
  },
  {
    title: 'Spanish Day',
    month: 'Apr',
    day: 10,
    time: '8:30am-3:30pm',
    place: 'Whole school',
    text: 'A day in Spanish: papel picado across the windows, songs, games and a shared lunch cooked with families.',
  },
  {
    title: 'Engineering Club Bridge Challenge',
    month: 'May',
    day: 22,
    time: '2:00pm-3:30pm',
    place: 'The workshop',
    text: 'Teams test the bridges they built from craft sticks and string. Parents are welcome to cheer and to add the weights.',
  },
];

/** The Events page shows the list a few at a time. */
export const EVENTS_PAGE_SIZE = 3;
