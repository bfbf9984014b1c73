import { SOCIAL_EVENT_MESSAGES } from '../social-events/social-event.schema';
import { validate } from '../validation/validate';
import { defaultNoticeEnd, isDismissible, nextNoticeChange, noticeStateAt, runningNotices } from './notice.rules';
import { createNoticeSchema, NOTICE_MESSAGES } from './notice.schema';
import type { NoticeLevel } from './notice.types';

const at = (iso: string) => ({ seconds: Date.parse(iso) / 1000 });
const notice = (id: string, level: NoticeLevel, starts: string, ends: string) => ({ id, level, startsAt: at(starts), endsAt: at(ends) });

const snow = notice('snow', 'urgent', '2027-01-12T11:00:00Z', '2027-01-13T06:00:00Z');
const concert = notice('concert', 'info', '2027-01-10T00:00:00Z', '2027-01-20T00:00:00Z');
const lateStart = notice('late', 'important', '2027-01-13T12:00:00Z', '2027-01-13T17:00:00Z');

describe('noticeStateAt', () => {
  it.each([
    ['a second before its start', '2027-01-12T10:59:59Z', 'scheduled'],
    ['at its start', '2027-01-12T11:00:00Z', 'running'],
    ['a second before its end', '2027-01-13T05:59:59Z', 'running'],
    ['at its end', '2027-01-13T06:00:00Z', 'ended'],
  ])('should say a notice %s is %p', (_, moment, state) => {
    expect(noticeStateAt(snow, new Date(moment))).toBe(state);
  });
});

describe('runningNotices', () => {
  it.each([
    ['before the snow', '2027-01-11T12:00:00Z', ['concert']],
    ['during the snow: urgent first', '2027-01-12T12:00:00Z', ['snow', 'concert']],
    ['the late start', '2027-01-13T13:00:00Z', ['late', 'concert']],
    ['after everything', '2027-02-01T00:00:00Z', []],
  ])('should list %s', (_, moment, ids) => {
    expect(runningNotices([concert, snow, lateStart], new Date(moment)).map((item) => item.id)).toEqual(ids);
  });
});

describe('nextNoticeChange', () => {
  it.each([
    ['before anything', '2027-01-01T00:00:00Z', '2027-01-10T00:00:00.000Z'],
    ['while the concert notice runs: the snow starts next', '2027-01-11T00:00:00Z', '2027-01-12T11:00:00.000Z'],
    ['at the moment the snow starts: its end is next', '2027-01-12T11:00:00Z', '2027-01-13T06:00:00.000Z'],
    ['after everything', '2027-02-01T00:00:00Z', null],
  ])('should find the next start or end %s', (_, moment, expected) => {
    expect(nextNoticeChange([concert, snow, lateStart], new Date(moment))?.toISOString() ?? null).toBe(expected);
  });
});

describe('defaultNoticeEnd', () => {
  it.each([
    ['a morning in Chicago', '2027-01-12T14:00:00Z', 'America/Chicago', '2027-01-13T06:00:00.000Z'],
    ['late evening in Chicago, already the next day in UTC', '2027-01-13T04:30:00Z', 'America/Chicago', '2027-01-13T06:00:00.000Z'],
    ['the spring change day', '2027-03-14T15:00:00Z', 'America/Chicago', '2027-03-15T05:00:00.000Z'],
    ['a morning in Berlin', '2027-01-12T08:00:00Z', 'Europe/Berlin', '2027-01-12T23:00:00.000Z'],
  ])('should end a notice posted on %s at the next local midnight', (_, posted, zone, expected) => {
    expect(defaultNoticeEnd(new Date(posted), zone).toISOString()).toBe(expected);
  });
});

describe('isDismissible', () => {
  it.each([
    ['info', true],
    ['important', true],
    ['urgent', false],
  ] as const)('should let visitors dismiss a %s notice: %p', (level, expected) => {
    expect(isDismissible({ level })).toBe(expected);
  });
});

describe('createNoticeSchema', () => {
  it.each([
    [{}, NOTICE_MESSAGES.message],
    [{ message: '   ' }, NOTICE_MESSAGES.message],
    [{ message: 'x'.repeat(281) }, NOTICE_MESSAGES.messageLength],
    [{ message: 'Closed', level: 'panic' }, NOTICE_MESSAGES.level],
    [{ message: 'Closed', linkUrl: 'javascript:alert(1)' }, NOTICE_MESSAGES.linkUrl],
    [{ message: 'Closed', startsAt: 1800000000, endsAt: 1800000000 }, NOTICE_MESSAGES.endBeforeStart],
    [{ message: 'Closed', startsAt: 1800000000000 }, SOCIAL_EVENT_MESSAGES.date],
    [{ message: 'Closed', endsAt: '+058880-01-01' }, SOCIAL_EVENT_MESSAGES.date],
  ])('should refuse %p with "%s"', (input, expected) => {
    const result = validate(createNoticeSchema, input);
    expect(result.ok ? 'accepted' : result.message).toBe(expected);
  });

  it('should squeeze the message onto one line and default to information', () => {
    const result = validate(createNoticeSchema, { message: '  School is\n closed  today ', linkUrl: '' });
    expect(result.ok && result.data).toEqual({ message: 'School is closed today', level: 'info', linkUrl: null, linkText: null });
  });
});
