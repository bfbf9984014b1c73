import { AccessLevel } from '../users/access-level';
import { validate } from '../validation/validate';
import {
  canEditTestimonial,
  canSeeTestimonial,
  moderated,
  moderationChangeOf,
  testimonialChange,
  testimonialUpdateMessage,
} from './testimonial.rules';
import { createTestimonialSchema, testimonialFormSchema, updateTestimonialSchema } from './testimonial.schema';

const author = { id: 'author', accessLevel: AccessLevel.GENERAL };
const other = { id: 'other', accessLevel: AccessLevel.GENERAL };
const admin = { id: 'admin', accessLevel: AccessLevel.ADMIN };
const god = { id: 'god', accessLevel: AccessLevel.GOD };

const approved = { userId: 'author', approved: true, rejected: false };
const pending = { userId: 'author', approved: false, rejected: false };
const deleted = { userId: 'author', approved: false, rejected: true };
const held = { ...pending, heldForConsent: true };

describe('canSeeTestimonial', () => {
  it.each([
    ['a visitor', null, approved, false, true],
    ['a visitor', null, pending, false, false],
    ['a visitor', null, deleted, false, false],
    ['a visitor asking for deletes', null, deleted, true, false],
    ['another family', other, approved, false, true],
    ['another family', other, pending, false, false],
    ['the author', author, pending, false, true],
    ['the author', author, deleted, false, false],
    ['the author asking for deletes', author, deleted, true, false],
    ['an admin', admin, pending, false, true],
    ['an admin', admin, deleted, false, false],
    ['an admin asking for deletes', admin, deleted, true, true],
    ['a GOD asking for deletes', god, deleted, true, true],
    ['the author (held for consent)', author, held, false, true],
    ['another family (held for consent)', other, held, false, false],
    ['an admin asking for deletes (held for consent)', admin, held, true, false],
    ['a visitor (held for consent)', null, held, false, false],
  ])('%s sees %o (showDeleted %p): %p', (_who, viewer, testimonial, showDeleted, expected) => {
    expect(canSeeTestimonial(testimonial, viewer, showDeleted)).toBe(expected);
  });
});

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

describe('canEditTestimonial', () => {
  it.each([
    ['the author', author, true],
    ['another family', other, false],
    ['an admin', admin, true],
    ['a GOD', god, true],
    ['a visitor', null, false],
  ])('%s: %p', (_who, actor, expected) => {
    expect(canEditTestimonial(actor, { userId: 'author' })).toBe(expected);
  });
});

describe('testimonialChange', () => {
  const current = { userId: 'author', text: 'We love it here.', approved: true, rejected: false };
  it.each([
    ['the author changes the text: back to awaiting approval', author, { text: 'We love it.' }, { ok: true, changes: { text: 'We love it.', approved: false } }],
    ['the author sends the same text: nothing changes', author, { text: 'We love it here.' }, { ok: true, changes: {} }],
    ['the author tries to approve', author, { approved: true }, { ok: false, reason: 'text-only' }],
    ['the author tries to delete', author, { rejected: true }, { ok: false, reason: 'text-only' }],
    ['another family', other, { text: 'Ha' }, { ok: false, reason: 'forbidden' }],
    ['a visitor', null, { text: 'Ha' }, { ok: false, reason: 'forbidden' }],
    ['an admin approves', admin, { approved: true }, { ok: true, changes: { approved: true, rejected: false } }],
    ['an admin rejects', admin, { approved: false }, { ok: true, changes: { approved: false } }],
    ['an admin deletes', admin, { rejected: true }, { ok: true, changes: { rejected: true, approved: false } }],
    ['an admin corrects the text, keeping approval', god, { text: 'We love it here!' }, { ok: true, changes: { text: 'We love it here!' } }],
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
