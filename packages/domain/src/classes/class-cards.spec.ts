import { CLASS_CARDS, classPriceLabel, classScheduleLabel } from './class-cards';

describe('CLASS_CARDS', () => {
  it('are the four cards of the spec, in order', () => {
    expect(CLASS_CARDS.map((card) => [card.title, card.price, card.sizeRange, classScheduleLabel(card.schedule)])).toEqual([
      ['General Education', 584, '12-18', 'Monday to Friday 8:30am-3:30pm'],
      ['Music', 20, '6-12', 'Monday 1:45-3:00pm'],
      ['Art', 20, '12-18', 'Wednesday 10:00-11:30am'],
      ['Spanish', 20, '12-18', 'Daily'],
    ]);
    expect(CLASS_CARDS[0].ageRange).toBe('5-14');
  });
});

describe('classPriceLabel', () => {
  it.each([
    [584, '$584'],
    [20, '$20'],
    [0, '$0'],
    [null, "Inc'd"],
    [undefined, "Inc'd"],
  ])('%p prints as %p', (price, expected) => {
    expect(classPriceLabel(price)).toBe(expected);
  });
});

describe('classScheduleLabel', () => {
  it.each([
    [{ dow: 'Monday', timeStart: '1:45', timeEnd: '3:00pm' }, 'Monday 1:45-3:00pm'],
    [{ dow: 'Daily', timeStart: null, timeEnd: null }, 'Daily'],
    [{ dow: 'Friday', timeStart: '9:00am', timeEnd: null }, 'Friday'],
  ])('%p prints as %p', (schedule, expected) => {
    expect(classScheduleLabel(schedule)).toBe(expected);
  });
});
