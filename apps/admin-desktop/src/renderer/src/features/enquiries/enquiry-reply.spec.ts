import { quotedEnquiry, replyMailto } from './enquiry-reply';

const enquiry = {
  name: 'Rosa Alvarez',
  email: 'rosa+school@example.com',
  message: 'Could we visit on a Tuesday?\n\nAlso: is there room & a waitlist?',
  createdAt: { seconds: Date.parse('2026-11-23T15:15:00Z') / 1000 },
};
const CHICAGO = 'America/Chicago';

describe('quotedEnquiry', () => {
  it('should say who wrote it and when, on the school’s clock, then quote each line', () => {
    expect(quotedEnquiry(enquiry, CHICAGO)).toEqual([
      'On Mon 23 Nov 2026, 9:15am, Rosa Alvarez wrote:',
      '> Could we visit on a Tuesday?',
      '>',
      '> Also: is there room & a waitlist?',
    ]);
  });
});

describe('replyMailto', () => {
  const link = replyMailto(enquiry, 'Trailside Montessori K-8', CHICAGO);
  const url = new URL(link);

  it('should address the family, with one subject and one body whatever the message holds', () => {
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('rosa+school@example.com');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('subject')).toBe('Re: Your enquiry to Trailside Montessori K-8');
  });

  it('should greet them by name and quote the enquiry under the signature', () => {
    const body = url.searchParams.get('body') ?? '';
    expect(body.startsWith('Dear Rosa Alvarez,\r\n')).toBe(true);
    expect(body).toContain('With warm regards,\r\nTrailside Montessori K-8\r\n\r\nOn Mon 23 Nov 2026, 9:15am, Rosa Alvarez wrote:\r\n> Could we visit');
    expect(body).toContain('> Also: is there room & a waitlist?');
  });

  it('should encode spaces as %20, as mail programs expect, not as +', () => {
    expect(link).not.toContain('+');
    expect(link).toContain('rosa%2Bschool%40example.com');
  });
});
