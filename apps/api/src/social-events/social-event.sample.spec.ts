import { momentText } from '@trailside/domain/calendar/calendar-text';
import { FLYERS, flyerMoments } from './social-event.sample';

describe('the sample flyers', () => {
  const openHouse = FLYERS.find((flyer) => flyer.title === 'Spring Open House')!;

  it.each([
    ['a Chicago school on a Tuesday evening', '2027-03-09T23:30:00Z', 'America/Chicago'],
    ['a Chicago school late on a Saturday, already Sunday in UTC', '2027-03-14T03:00:00Z', 'America/Chicago'],
    ['a school in Auckland, a day ahead of UTC', '2027-03-09T12:00:00Z', 'Pacific/Auckland'],
    ['a school on UTC', '2027-03-13T00:00:00Z', 'UTC'],
  ])('should put the Open House on the Saturday at 10am its poster says, about three weeks ahead, for %s', (_, now, timeZone) => {
    const { eventDate, launchDate } = flyerMoments(openHouse, new Date(now), timeZone);
    expect(momentText(eventDate, timeZone)).toMatch(/^Sat \d+ \w+ \d{4}, 10:00am$/);
    const daysAhead = (eventDate.seconds * 1000 - Date.parse(now)) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(20);
    expect(daysAhead).toBeLessThan(28);
    expect(launchDate.seconds * 1000).toBeLessThan(Date.parse(now));
    expect(momentText(launchDate, timeZone)).toMatch(/, 8:00am$/);
  });

  it('should hold the concert at 6pm at the school', () => {
    const concert = FLYERS.find((flyer) => flyer.title === 'Spring Concert')!;
    expect(momentText(flyerMoments(concert, new Date('2027-03-09T23:30:00Z'), 'America/Chicago').eventDate, 'America/Chicago')).toMatch(/, 6:00pm$/);
  });
});
