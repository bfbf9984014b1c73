import { currentEventOf, flyerState, isAdLaunched, isExpired, isLaunched, showsFlyer, upcomingEvents } from './social-event.rules';

const NOW = new Date('2026-11-22T12:00:00Z');
const at = (iso: string) => ({ seconds: Date.parse(iso) / 1000 });
const nowSeconds = NOW.getTime() / 1000;

const openHouse = { id: 'open-house', eventDate: at('2026-12-13T10:00:00Z'), launchDate: at('2026-11-01T00:00:00Z'), imageUrl: '/uploads/a.webp' };
const concert = { id: 'concert', eventDate: at('2027-02-20T18:00:00Z'), launchDate: at('2027-01-15T00:00:00Z'), imageUrl: '/uploads/b.webp' };
const pastFair = { id: 'fair', eventDate: at('2026-10-01T10:00:00Z'), launchDate: at('2026-09-01T00:00:00Z'), imageUrl: '/uploads/c.webp' };

describe('isExpired', () => {
  it.each([
    ['an hour before now', nowSeconds - 3600, undefined, true],
    ['exactly now', nowSeconds, undefined, true],
    ['a second after now', nowSeconds + 1, undefined, false],
    ['tomorrow, asked after next week', nowSeconds + 86_400, { seconds: nowSeconds + 7 * 86_400 }, true],
    ['next month, asked after next week', nowSeconds + 30 * 86_400, { seconds: nowSeconds + 7 * 86_400 }, false],
  ])('should say an event %s is expired: %p', (_, eventSeconds, afterDate, expected) => {
    expect(isExpired({ eventDate: { seconds: eventSeconds } }, afterDate ?? NOW)).toBe(expected);
  });
});

describe('isLaunched', () => {
  it.each([
    ['launched an hour before now', nowSeconds - 3600, undefined, true],
    ['launching exactly now', nowSeconds, undefined, true],
    ['launching a second after now', nowSeconds + 1, undefined, false],
    ['launching tomorrow, asked at next week', nowSeconds + 86_400, { seconds: nowSeconds + 7 * 86_400 }, true],
    ['launching next month, asked at next week', nowSeconds + 30 * 86_400, { seconds: nowSeconds + 7 * 86_400 }, false],
  ])('should say a flyer %s is launched: %p', (_, launchSeconds, askedAt, expected) => {
    expect(isLaunched({ launchDate: { seconds: launchSeconds } }, askedAt ?? NOW)).toBe(expected);
  });

  it('should default to the current time', () => {
    expect(isLaunched({ launchDate: { seconds: Math.floor(Date.now() / 1000) - 60 } })).toBe(true);
    expect(isLaunched({ launchDate: { seconds: Math.floor(Date.now() / 1000) + 3600 } })).toBe(false);
  });
});

describe('flyerState', () => {
  it.each([
    ['a launched coming event', openHouse, 'up'],
    ['an event not launched yet', concert, 'scheduled'],
    ['a past event', pastFair, 'over'],
    ['an event happening exactly now', { ...openHouse, eventDate: { seconds: nowSeconds } }, 'over'],
    ['an event launching exactly now', { ...concert, launchDate: { seconds: nowSeconds } }, 'up'],
    ['a coming event flagged expired', { ...openHouse, expired: true }, 'over'],
    ['an unlaunched event flagged expired', { ...concert, expired: true }, 'over'],
    ['a past event never launched', { ...pastFair, launchDate: at('2026-12-01T00:00:00Z') }, 'over'],
    ['a launched coming event without a picture', { ...openHouse, imageUrl: null }, 'up'],
  ])('should put %s in state %p', (_, event, expected) => {
    expect(flyerState(event, NOW)).toBe(expected);
  });

  it('should accept now as a {seconds} timestamp', () => {
    expect(flyerState(concert, at('2027-01-20T00:00:00Z'))).toBe('up');
    expect(flyerState(concert, at('2027-03-01T00:00:00Z'))).toBe('over');
  });
});

describe('isAdLaunched and currentEventOf', () => {
  it.each([
    ['no events', [], false, null],
    ['only a past event', [pastFair], false, null],
    ['a launched coming event', [concert, openHouse, pastFair], true, 'open-house'],
    ['only an unlaunched coming event', [concert], false, null],
    [
      'an unlaunched event that comes before a launched one',
      [openHouse, { ...concert, eventDate: at('2026-12-01T10:00:00Z') }],
      false,
      null,
    ],
    ['an event launching exactly now', [{ ...concert, launchDate: { seconds: nowSeconds } }], true, 'concert'],
  ])('with %s: launched %p, current %p', (_, events, launched, currentId) => {
    expect(isAdLaunched(events, NOW)).toBe(launched);
    expect(currentEventOf(events, NOW)?.id ?? null).toBe(currentId);
  });

  it('should list the coming events earliest first', () => {
    expect(upcomingEvents([concert, pastFair, openHouse], NOW).map((event) => event.id)).toEqual(['open-house', 'concert']);
  });
});

describe('showsFlyer', () => {
  it.each([
    ['a launched coming event with a picture', openHouse, true],
    ['no event', null, false],
    ['an event without a picture', { ...openHouse, imageUrl: null }, false],
    ['an event not launched yet', concert, false],
    ['a past event', pastFair, false],
    ['an event flagged expired', { ...openHouse, expired: true }, false],
  ])('should show the flyer of %s: %p', (_, event, expected) => {
    expect(showsFlyer(event, NOW)).toBe(expected);
  });
});
