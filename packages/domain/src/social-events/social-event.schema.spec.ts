import { validate } from '../validation/validate';
import { createSocialEventSchema, SOCIAL_EVENT_MESSAGES, updateSocialEventSchema } from './social-event.schema';

describe('createSocialEventSchema', () => {
  it.each([
    [{ eventDate: 1800000000 }, { seconds: 1800000000 }],
    [{ eventDate: '1800000000' }, { seconds: 1800000000 }],
    [{ eventDate: '2027-04-17T10:00:00Z' }, { seconds: Date.parse('2027-04-17T10:00:00Z') / 1000 }],
    [{ eventDate: { seconds: 1800000000 } }, { seconds: 1800000000 }],
  ])('should read the event date from %p', (input, seconds) => {
    const result = validate(createSocialEventSchema, input);
    expect(result.ok && result.data.eventDate).toEqual(seconds);
  });

  it.each([
    [{}, SOCIAL_EVENT_MESSAGES.eventDate],
    [{ eventDate: '' }, SOCIAL_EVENT_MESSAGES.eventDate],
    [{ eventDate: 'next tuesday-ish' }, SOCIAL_EVENT_MESSAGES.date],
    [{ eventDate: true }, SOCIAL_EVENT_MESSAGES.date],
    [{ eventDate: 1800000000, launchDate: 1800000001 }, SOCIAL_EVENT_MESSAGES.launchAfterEvent],
    [{ eventDate: 1800000000, title: 'x'.repeat(121) }, SOCIAL_EVENT_MESSAGES.title],
  ])('should refuse %p with "%s"', (input, message) => {
    const result = validate(createSocialEventSchema, input);
    expect(result.ok ? 'accepted' : result.message).toBe(message);
  });

  it('should keep a title with markup as plain text', () => {
    const result = validate(createSocialEventSchema, { eventDate: 1800000000, title: '<script>alert(1)</script>' });
    expect(result.ok && result.data.title).toBe('<script>alert(1)</script>');
  });
});

describe('updateSocialEventSchema', () => {
  it('should need the id', () => {
    const result = validate(updateSocialEventSchema, { eventDate: 1800000000 });
    expect(result.ok ? 'accepted' : result.message).toBe(SOCIAL_EVENT_MESSAGES.id);
  });
});
