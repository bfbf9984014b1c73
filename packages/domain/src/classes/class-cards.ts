import type { ClassCard, ClassSchedule } from './class-card.types';

/** Spec section 2: the four fixed cards of the Classes page, in order. */
export const CLASS_CARDS: readonly ClassCard[] = [
  {
    title: 'General Education',
    schedule: { dow: 'Monday to Friday', timeStart: '8:30am', timeEnd: '3:30pm' },
    sizeRange: '12-18',
    ageRange: '5-14',
    price: 584,
  },
  {
    title: 'Music',
    schedule: { dow: 'Monday', timeStart: '1:45', timeEnd: '3:00pm' },
    sizeRange: '6-12',
    ageRange: null,
    price: 20,
  },
  {
    title: 'Art',
    schedule: { dow: 'Wednesday', timeStart: '10:00', timeEnd: '11:30am' },
    sizeRange: '12-18',
    ageRange: null,
    price: 20,
  },
  {
    title: 'Spanish',
    schedule: { dow: 'Daily', timeStart: null, timeEnd: null },
    sizeRange: '12-18',
    ageRange: null,
    price: 20,
  },
];

/** Spec section 2: a card with no price says the class is included. */
export const INCLUDED_PRICE_LABEL = "Inc'd";

/** The price as the card prints it: "$584", or "Inc'd" when the class has no price of its own. */
export function classPriceLabel(price: number | null | undefined): string {
  return price === null || price === undefined ? INCLUDED_PRICE_LABEL : `$${price}`;
}

/** "Monday 1:45-3:00pm", "Monday to Friday 8:30am-3:30pm" or just "Daily". */
export function classScheduleLabel({ dow, timeStart, timeEnd }: ClassSchedule): string {
  if (!timeStart || !timeEnd) return dow;
  return `${dow} ${timeStart}-${timeEnd}`;
}
