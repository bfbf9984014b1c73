import {
  currentEventOf,
  flyerAt,
  flyersOverlap,
  flyerState,
  homePageChange,
  isAdLaunched,
  isExpired,
  isLaunched,
  overlappingFlyers,
  pinnedFlyerAt,
  showsFlyer,
  upcomingEvents,
} from './social-event.rules';

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

describe('pinnedFlyerAt', () => {
  const noPicture = { ...openHouse, id: 'no-picture', imageUrl: null };
  // What the API answers now: the fair's flag says expired, judged at NOW.
  const listedNow = [pastFair, openHouse, concert].map((event) => flyerAt(event, NOW));

  it.each([
    ['now: the launched open house', NOW, 'open-house'],
    ['the morning of the open house', at('2026-12-13T09:59:59Z'), 'open-house'],
    ['the moment the open house begins: the concert is not up yet', at('2026-12-13T10:00:00Z'), null],
    ['the day the concert flyer goes up', at('2027-01-15T00:00:00Z'), 'concert'],
    ['the moment the concert begins', at('2027-02-20T18:00:00Z'), null],
    ['before any flyer went up', at('2026-08-01T00:00:00Z'), null],
    ['during the fair, although its flag said expired when listed', at('2026-09-15T00:00:00Z'), 'fair'],
  ])('should pin at %s: %p', (_, moment, expected) => {
    expect(pinnedFlyerAt(listedNow, moment)?.id ?? null).toBe(expected);
  });

  it('should pin nothing when the current event has no picture, even with a later one up', () => {
    expect(pinnedFlyerAt([noPicture, { ...concert, launchDate: at('2026-11-01T00:00:00Z') }], NOW)).toBeNull();
  });

  it('should pin the earliest coming event when two flyers are up at once', () => {
    const early = { ...concert, id: 'early', eventDate: at('2026-11-30T10:00:00Z'), launchDate: at('2026-11-20T00:00:00Z') };
    expect(pinnedFlyerAt([openHouse, early], NOW)?.id).toBe('early');
  });

  it('should default to the current time', () => {
    const soon = { ...openHouse, eventDate: { seconds: Math.floor(Date.now() / 1000) + 3600 }, launchDate: { seconds: 0 } };
    expect(pinnedFlyerAt([soon])?.id).toBe('open-house');
  });
});

describe('flyersOverlap and overlappingFlyers', () => {
  const window = (id: string, launch: string, event: string) => ({ id, launchDate: at(launch), eventDate: at(event), imageUrl: null });
  const a = window('a', '2026-11-01T00:00:00Z', '2026-11-10T00:00:00Z');

  it.each([
    ['one inside the other', window('b', '2026-11-03T00:00:00Z', '2026-11-05T00:00:00Z'), true],
    ['one starting before the other ends', window('b', '2026-11-09T00:00:00Z', '2026-11-20T00:00:00Z'), true],
    ['one going up the moment the other event begins', window('b', '2026-11-10T00:00:00Z', '2026-11-20T00:00:00Z'), false],
    ['one over before the other goes up', window('b', '2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z'), false],
    ['one long after', window('b', '2027-01-01T00:00:00Z', '2027-02-01T00:00:00Z'), false],
  ])('should say flyers overlap with %s: %p', (_, b, expected) => {
    expect(flyersOverlap(a, b)).toBe(expected);
    expect(flyersOverlap(b, a)).toBe(expected);
  });

  it('should name, for each flyer, the others up at the same time', () => {
    const b = window('b', '2026-11-05T00:00:00Z', '2026-11-15T00:00:00Z');
    const c = window('c', '2026-11-12T00:00:00Z', '2026-11-20T00:00:00Z');
    const d = window('d', '2027-01-01T00:00:00Z', '2027-02-01T00:00:00Z');
    expect(Object.fromEntries(overlappingFlyers([a, b, c, d]))).toEqual({ a: ['b'], b: ['a', 'c'], c: ['b'] });
  });
});

describe('homePageChange', () => {
  const ids = (change: ReturnType<typeof homePageChange>) => ({
    before: change.before?.id ?? null,
    now: change.now?.id ?? null,
    atLaunch: change.atLaunch && { moment: change.atLaunch.moment, pinned: change.atLaunch.pinned?.id ?? null },
  });

  it('should say a flyer for an earlier event going up tomorrow takes the current one off at once, and pins itself tomorrow', () => {
    const gardenDay = { id: 'garden', eventDate: at('2026-11-28T10:00:00Z'), launchDate: at('2026-11-23T08:00:00Z'), imageUrl: '/uploads/g.webp' };
    expect(ids(homePageChange([openHouse, concert], gardenDay, NOW))).toEqual({ before: 'open-house', now: null, atLaunch: { moment: gardenDay.launchDate, pinned: 'garden' } });
  });

  it('should say the home page keeps its flyer when the new one is for a later event', () => {
    const springFair = { id: 'spring', eventDate: at('2027-04-10T10:00:00Z'), launchDate: at('2026-11-22T11:00:00Z'), imageUrl: '/uploads/s.webp' };
    expect(ids(homePageChange([openHouse], springFair, NOW))).toEqual({ before: 'open-house', now: 'open-house', atLaunch: null });
  });

  it('should judge a changed flyer in place of its saved self', () => {
    const pictureGone = { ...openHouse, imageUrl: null as string | null };
    expect(ids(homePageChange<typeof pictureGone>([openHouse, concert], pictureGone, NOW))).toEqual({ before: 'open-house', now: null, atLaunch: null });
  });
});
