import { greetingNameFor, itemsWaitingMailDue, mailsThisMinute, noticeToMail, replyNoticeRecipient, subscribeNeedsCaptcha } from './mail-sending.rules';

describe('noticeToMail', () => {
  const start = new Date('2027-01-12T12:00:00Z');
  const end = new Date('2027-01-13T06:00:00Z');
  it.each([
    ['an urgent notice that has started', 'urgent', '2027-01-12T12:00:30Z', true],
    ['an important one (a late start)', 'important', '2027-01-12T12:00:30Z', true],
    ['an information notice', 'info', '2027-01-12T12:00:30Z', false],
    ['one still to start', 'urgent', '2027-01-12T11:59:59Z', false],
    ['one that has ended', 'urgent', '2027-01-13T06:00:00Z', false],
    ['one that started more than twelve hours ago (the server was off)', 'urgent', '2027-01-13T00:00:01Z', false],
  ] as const)('%s: %p', (_what, level, now, expected) => {
    expect(noticeToMail({ level, startsAt: start, endsAt: end }, new Date(now))).toBe(expected);
  });
});

describe('itemsWaitingMailDue', () => {
  const now = new Date('2027-01-12T12:00:00Z');
  it.each([
    ['nothing waits', 0, null, false],
    ['items wait and none was mailed', 3, null, true],
    ['items wait, mailed 59 minutes ago', 3, new Date('2027-01-12T11:01:00Z'), false],
    ['items wait, mailed an hour ago', 3, new Date('2027-01-12T11:00:00Z'), true],
  ])('%s: %p', (_what, waiting, last, expected) => {
    expect(itemsWaitingMailDue(waiting, last, now)).toBe(expected);
  });
});

describe('mailsThisMinute', () => {
  it.each([
    ['personal mail may use the whole limit', 60, 54, false, 6],
    ['bulk mail leaves a tenth free', 60, 54, true, 0],
    ['bulk mail under the limit', 60, 10, true, 44],
    ['never below nothing', 60, 75, false, 0],
    ['a limit under ten keeps no reserve', 5, 2, true, 3],
  ])('%s', (_what, rate, sent, bulk, expected) => {
    expect(mailsThisMinute(rate, sent, bulk)).toBe(expected);
  });
});

describe('replyNoticeRecipient', () => {
  it.each([
    ['the author of the comment answered', { userId: 'b' }, { userId: 'a' }, 'a'],
    ['nobody when they answered themselves', { userId: 'a' }, { userId: 'a' }, null],
    ['nobody for a comment on the post itself', { userId: 'a' }, null, null],
  ])('%s', (_what, reply, parent, expected) => {
    expect(replyNoticeRecipient(reply, parent)).toBe(expected);
  });
});

describe('subscribeNeedsCaptcha', () => {
  it.each([
    ['a visitor', null, 'rosa@example.com', true],
    ['a family, for someone else', 'rosa@example.com', 'grandpa@example.com', true],
    ['a family, for their own address', 'rosa@example.com', 'rosa@example.com', false],
    ['a family, for their own address typed otherwise', 'rosa@example.com', ' Rosa@Example.com ', false],
  ])('should say whether %s needs it', (_who, signedInEmail, email, expected) => {
    expect(subscribeNeedsCaptcha(signedInEmail, email)).toBe(expected);
  });
});

describe('greetingNameFor', () => {
  it('should greet by name only an address that has confirmed it is its owner', () => {
    expect(greetingNameFor('Visit https://evil.example/claim', false)).toBeNull();
    expect(greetingNameFor('Farah Nazari', true)).toBe('Farah Nazari');
  });
});
