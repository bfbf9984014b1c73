import { validate } from '../validation/validate';
import { MAIL_MESSAGES, subscribeSchema, subscribersQuerySchema, unsubscribeSchema, updateMailPreferencesSchema } from './mail.schema';
import { topicList } from './mail-topics';

const TOKEN = 'eyJwIjoicHJlZnMifQ.abcdefghijklmnopqrstuvwxyz';

describe('subscribeSchema', () => {
  it('should keep the topics in their usual order, once each, and the address in lower case', () => {
    expect(validate(subscribeSchema, { email: ' Rosa@Example.com ', topics: ['notices', 'news', 'notices'] })).toEqual({
      ok: true,
      data: { email: 'rosa@example.com', topics: ['news', 'notices'] },
    });
  });

  it.each([
    [{ email: 'rosa@example.com', topics: [] }, MAIL_MESSAGES.topics],
    [{ email: 'rosa@example.com', topics: ['gossip'] }, MAIL_MESSAGES.topics],
    [{ email: 'rosa@example.com' }, MAIL_MESSAGES.topics],
    [{ email: 'rosa', topics: ['news'] }, 'Please enter a valid email address, like name@example.com'],
    [{ topics: ['news'] }, 'Please enter your email'],
  ])('should refuse %p with %p', (input, message) => {
    expect(validate(subscribeSchema, input)).toMatchObject({ ok: false, message });
  });
});

describe('updateMailPreferencesSchema', () => {
  it('should take only the choices that change', () => {
    expect(validate(updateMailPreferencesSchema, { token: TOKEN, topics: { weekly: false }, account: { replies: true } })).toEqual({
      ok: true,
      data: { token: TOKEN, topics: { weekly: false }, account: { replies: true } },
    });
  });

  it.each([
    [{ token: TOKEN }, MAIL_MESSAGES.nothingToChange],
    [{ token: TOKEN, topics: {} }, MAIL_MESSAGES.nothingToChange],
    [{ token: TOKEN, topics: { weekly: 'no' } }, MAIL_MESSAGES.switchValue],
    [{ token: 'short', topics: { weekly: false } }, MAIL_MESSAGES.token],
    [{ token: `${TOKEN}<script>`, topics: { weekly: false } }, MAIL_MESSAGES.token],
  ])('should refuse %p with %p', (input, message) => {
    expect(validate(updateMailPreferencesSchema, input)).toMatchObject({ ok: false, message });
  });

  it('should refuse a choice nobody offers', () => {
    expect(validate(updateMailPreferencesSchema, { token: TOKEN, topics: { gossip: true } })).toMatchObject({ ok: false });
  });
});

describe('unsubscribeSchema', () => {
  it.each(['news', 'weekly', 'notices', 'replies', 'approvals', 'itemsWaiting', 'newEnquiry', 'all'])('should take %p', (topic) => {
    expect(validate(unsubscribeSchema, { token: TOKEN, topic })).toMatchObject({ ok: true });
  });

  it('should refuse anything else', () => {
    expect(validate(unsubscribeSchema, { token: TOKEN, topic: 'everything' })).toMatchObject({ ok: false, message: MAIL_MESSAGES.topic });
  });
});

describe('subscribersQuerySchema', () => {
  it('should page 50 at a time by default', () => {
    expect(validate(subscribersQuerySchema, {})).toEqual({ ok: true, data: { limit: 50, offset: 0 } });
  });

  it('should refuse a page too large', () => {
    expect(validate(subscribersQuerySchema, { limit: '500' })).toMatchObject({ ok: false, message: MAIL_MESSAGES.limit });
  });
});

describe('topicList', () => {
  it.each([
    [['news'], 'News'],
    [['weekly', 'news'], 'News and This week'],
    [['notices', 'weekly', 'news'], 'News, This week and Notices'],
  ] as const)('%p reads %p', (topics, text) => {
    expect(topicList(topics)).toBe(text);
  });
});
