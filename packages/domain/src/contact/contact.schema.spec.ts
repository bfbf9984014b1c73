import { validate } from '../validation/validate';
import { contactMessageSchema, ENQUIRY_UPDATE_MESSAGES, faqContactSchema, updateEnquirySchema } from './contact.schema';

const filled = { name: 'Rosa Alvarez', email: 'Rosa@Example.com', phone: '(555) 014-1111', message: 'Is there room in the 9-11 class?' };

describe('contactMessageSchema', () => {
  it.each([
    [{ ...filled, name: '' }, 'Please enter your name'],
    [{ ...filled, email: '  ' }, 'Please enter your email'],
    [{ ...filled, email: 'rosa' }, 'Please enter a valid email address, like name@example.com'],
    [{ ...filled, phone: undefined }, 'Please enter your phone number'],
    [{ ...filled, message: 7 }, 'Please enter your message'],
    [{}, 'Please enter your name'],
  ])('refuses %p with %p', (input, message) => {
    expect(validate(contactMessageSchema, input)).toMatchObject({ ok: false, message });
  });

  it('keeps script text as text and lower-cases the e-mail', () => {
    const result = validate(contactMessageSchema, { ...filled, message: '<script>alert(1)</script>' });
    expect(result).toEqual({ ok: true, data: { ...filled, email: 'rosa@example.com', message: '<script>alert(1)</script>' } });
  });
});

describe('faqContactSchema', () => {
  it.each([
    [{ ...filled, action: 'Contact' }, 'Please complete the Captcha.'],
    [{ ...filled, action: 'Contact', altcha: '' }, 'Please complete the Captcha.'],
    [{ action: 'Contact', altcha: 'x' }, 'Please enter your name'],
    [{ ...filled, altcha: 'x', action: 'Delete' }, 'This form could not be read (the action must be Contact).'],
  ])('refuses %p with %p', (input, message) => {
    expect(validate(faqContactSchema, input)).toMatchObject({ ok: false, message });
  });
});

describe('updateEnquirySchema', () => {
  it.each([
    [{ id: 'e1', handled: true }, { id: 'e1', handled: true }],
    [{ id: 'e1', read: true }, { id: 'e1', read: true }],
    [{ id: ' e1 ', read: false, handled: false }, { id: 'e1', read: false, handled: false }],
  ])('accepts %p', (input, data) => {
    expect(validate(updateEnquirySchema, input)).toEqual({ ok: true, data });
  });

  it.each([
    [{ handled: true }, ENQUIRY_UPDATE_MESSAGES.id],
    [{ id: 'e1', handled: 'yes' }, ENQUIRY_UPDATE_MESSAGES.handled],
    [{ id: 'e1', read: 1 }, ENQUIRY_UPDATE_MESSAGES.read],
    [{ id: 'e1' }, ENQUIRY_UPDATE_MESSAGES.nothingToChange],
  ])('refuses %p with %p', (input, message) => {
    expect(validate(updateEnquirySchema, input)).toMatchObject({ ok: false, message });
  });
});
