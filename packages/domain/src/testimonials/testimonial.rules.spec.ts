import { AccessLevel } from '../users/access-level';
import { validate } from '../validation/validate';
import {
  moderated,
  moderationChangeOf,
  testimonialChange,
  testimonialUpdateMessage,
} from './testimonial.rules';
import { createTestimonialSchema, testimonialFormSchema, updateTestimonialSchema } from './testimonial.schema';

const author = { id: 'author', accessLevel: AccessLevel.GENERAL };
const admin = { id: 'admin', accessLevel: AccessLevel.ADMIN };
const god = { id: 'god', accessLevel: AccessLevel.GOD };

const approved = { userId: 'author', approved: true, rejected: false };
const pending = { userId: 'author', approved: false, rejected: false };
const deleted = { userId: 'author', approved: false, rejected: true };

describe('moderated', () => {
  it.each([
    ['approve', pending, { approved: true, rejected: false }],
    ['approve', deleted, { approved: true, rejected: false }],
    ['reject', approved, { approved: false, rejected: false }],
    ['reject', deleted, { approved: false, rejected: true }],
    ['delete', approved, { approved: false, rejected: true }],
    ['delete', pending, { approved: false, rejected: true }],
  ] as const)('%s of %o gives %o', (action, testimonial, expected) => {
    expect(moderated(testimonial, action)).toEqual(expected);
  });
});

describe('testimonialChange', () => {
  const current = { userId: 'author', text: 'We love it here.', approved: true, rejected: false };
  it.each([
    ['the author changes the text: back to awaiting approval', author, { text: 'We love it.' }, { text: 'We love it.', approved: false }],
    ['the author sends the same text: nothing changes', author, { text: 'We love it here.' }, {}],
    ['an admin approves', admin, { approved: true }, { approved: true, rejected: false }],
    ['an admin rejects', admin, { approved: false }, { approved: false }],
    ['an admin deletes', admin, { rejected: true }, { rejected: true, approved: false }],
    ['an admin corrects the text, keeping approval', god, { text: 'We love it here!' }, { text: 'We love it here!' }],
  ])('%s', (_case, actor, change, expected) => {
    expect(testimonialChange(actor, current, change)).toEqual(expected);
  });
});

describe('testimonialUpdateMessage', () => {
  it.each([
    [{ rejected: true }, 'Successfully deleted Testimonial'],
    [{ rejected: false }, 'Successfully updated Testimonial'],
    [{}, 'Successfully updated Testimonial'],
  ])('%o gives "%s"', (change, message) => {
    expect(testimonialUpdateMessage(change)).toBe(message);
  });
});

describe('moderationChangeOf', () => {
  it.each([
    ['approve', { id: 't1', approved: true }, 'Successfully updated Testimonial'],
    ['reject', { id: 't1', approved: false }, 'Successfully updated Testimonial'],
    ['delete', { id: 't1', rejected: true }, 'Successfully deleted Testimonial'],
  ] as const)('should send %p as %p, announced as %p', (action, change, message) => {
    expect(moderationChangeOf('t1', action)).toEqual(change);
    expect(testimonialUpdateMessage(moderationChangeOf('t1', action))).toBe(message);
  });
});

describe('testimonial schemas', () => {
  it('should trim the text and drop a userId or fname sent by the client', () => {
    expect(validate(createTestimonialSchema, { text: '  Theo reads to us now.  ', userId: 'x', fname: 'Eve' })).toEqual({
      ok: true,
      data: { text: 'Theo reads to us now.' },
    });
  });

  it('should take spec section 7\'s body {userId, fname} alone: the author writes the text next', () => {
    expect(validate(createTestimonialSchema, { userId: 'x', fname: 'Eve' })).toEqual({ ok: true, data: {} });
  });

  it.each([
    ['blank text', { text: '   ' }, 'Please enter your testimonial'],
    ['a number', { text: 42 }, 'Please enter your testimonial'],
    ['2,001 characters', { text: 'x'.repeat(2001) }, 'Please keep your testimonial under 2,000 characters'],
  ])('rejects %s as "%s"', (_case, input, message) => {
    const result = validate(createTestimonialSchema, input);
    expect(result.ok ? null : result.message).toBe(message);
  });

  it('should ask for the text in the site\'s form', () => {
    const result = validate(testimonialFormSchema, { text: '' });
    expect(result.ok ? null : result.message).toBe('Please enter your testimonial');
  });

  it('should read the change from a multipart data field, as spec section 7 sends it', () => {
    expect(validate(updateTestimonialSchema, { data: '{"id":"a","approved":true}' })).toEqual({
      ok: true,
      data: { id: 'a', approved: true },
    });
    expect(validate(updateTestimonialSchema, { id: 'a', rejected: 'true', text: ' Kind words ' })).toEqual({
      ok: true,
      data: { id: 'a', rejected: true, text: 'Kind words' },
    });
  });

  it.each([
    [{ data: '{oops' }, 'The form data could not be read (data is not valid JSON).'],
    [{ approved: true }, 'Please say which testimonial this is about (id is missing)'],
    [{ id: 'a' }, 'Please say what to change: the text, approved or rejected'],
    [{ id: 'a', approved: 'yes' }, 'approved and rejected must be true or false'],
    [{ id: 'a', text: '' }, 'Please enter your testimonial'],
  ])('rejects the change %o as "%s"', (input, message) => {
    const result = validate(updateTestimonialSchema, input);
    expect(result.ok ? null : result.message).toBe(message);
  });

});
