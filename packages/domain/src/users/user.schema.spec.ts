import { validate } from '../validation/validate';
import { AccessLevel } from './access-level';
import { createUserSchema, signUpSchema, updateUserSchema, USER_MESSAGES, usersQuerySchema } from './user.schema';

const complete = {
  type: 'parent',
  email: 'Maya.Lopez@Example.com ',
  password: 'garden-party-42',
  fname: 'Maya',
  lname: 'Lopez',
};

describe('signUpSchema', () => {
  it.each([
    ['nothing at all', {}, 'Please choose a user type'],
    ['no user type', { ...complete, type: '' }, 'Please choose a user type'],
    ['an unknown user type', { ...complete, type: 'principal' }, 'Please choose a user type'],
    ['no email', { ...complete, email: '' }, 'Please enter your email'],
    ['no email and no password', { ...complete, email: undefined, password: '' }, 'Please enter your email'],
    ['an email that is not one', { ...complete, email: 'maya-at-home' }, 'Please enter a valid email address, like name@example.com'],
    ['no password', { ...complete, password: '' }, 'Please enter your password'],
    ['a short password', { ...complete, password: 'short' }, 'Please choose a password of at least 8 characters'],
    ['no first name', { ...complete, fname: '  ' }, 'Please enter your First Name'],
    ['no first or last name', { ...complete, fname: '', lname: '' }, 'Please enter your First Name'],
    ['no last name', { ...complete, lname: undefined }, 'Please enter your Last Name'],
    ['a first name of zero-width spaces only', { ...complete, fname: '\u200B\u200B' }, 'Please enter your First Name'],
    ['a right-to-left override in a name', { ...complete, lname: 'Lopez\u202E' }, USER_MESSAGES.nameCharacters],
    ['a lone surrogate in a name', { ...complete, fname: 'Maya\uD800' }, USER_MESSAGES.nameCharacters],
    ["a control character in a child's name", { ...complete, childFirstName: 'Theo\u0007' }, USER_MESSAGES.nameCharacters],
  ])('reports %s as "%s"', (_case, input, message) => {
    const result = validate(signUpSchema, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });

  it('should keep names composed one way (NFC), however they were typed', () => {
    const result = validate(signUpSchema, { ...complete, fname: 'Zoe\u0308', childFirstName: '\u200B' });
    expect(result.ok && [result.data.fname, result.data.childFirstName]).toEqual(['Zo\u00EB', null]);
  });

  it('should accept a complete form without child names, normalising the email', () => {
    const result = validate(signUpSchema, complete);
    expect(result).toEqual({
      ok: true,
      data: {
        ...complete,
        email: 'maya.lopez@example.com',
        phone: null,
        childFirstName: null,
        childLastName: null,
      },
    });
  });

  it('should drop an access level smuggled into a sign-up', () => {
    const result = validate(signUpSchema, { ...complete, accessLevel: AccessLevel.GOD });
    expect(result.ok && 'accessLevel' in result.data).toBe(false);
  });
});

describe('createUserSchema', () => {
  it.each([
    [undefined, AccessLevel.GENERAL],
    ['2', AccessLevel.ADMIN],
    [1, AccessLevel.GOD],
  ])('parses access level %p to %p', (accessLevel, expected) => {
    const result = validate(createUserSchema, { ...complete, accessLevel });
    expect(result.ok && result.data.accessLevel).toBe(expected);
  });

  it.each([[0], [4], ['admin'], [2.5]])('rejects access level %p', (accessLevel) => {
    const result = validate(createUserSchema, { ...complete, accessLevel });
    expect(result.ok ? null : result.message).toBe('Please choose an access level: 1 (GOD), 2 (ADMIN) or 3 (GENERAL)');
  });
});

describe('updateUserSchema', () => {
  it('should need the id of the user to change', () => {
    const result = validate(updateUserSchema, { fname: 'Maya' });
    expect(result.ok ? null : result.message).toBe('Please say which user this is about (id is missing)');
  });

  it('should keep only the fields that were sent', () => {
    const result = validate(updateUserSchema, { id: 'abc', phone: '(555) 014-2781' });
    expect(result.ok && result.data).toEqual({ id: 'abc', phone: '(555) 014-2781' });
  });
});

describe('usersQuerySchema', () => {
  it('should ask for every user from the start when nothing is given', () => {
    expect(validate(usersQuerySchema, {})).toEqual({ ok: true, data: { offset: 0 } });
  });

  it('should read the query string as numbers and drop a blank search', () => {
    expect(validate(usersQuerySchema, { q: '  ', limit: '20', offset: '40' })).toEqual({ ok: true, data: { limit: 20, offset: 40 } });
    expect(validate(usersQuerySchema, { q: ' Lopez ' })).toEqual({ ok: true, data: { q: 'Lopez', offset: 0 } });
  });

  it.each([
    [{ limit: '0' }, 'Please ask for between 1 and 200 users'],
    [{ limit: '201' }, 'Please ask for between 1 and 200 users'],
    [{ limit: 'ten' }, 'Please ask for between 1 and 200 users'],
    [{ offset: '-1' }, 'The offset must be a whole number, 0 or more'],
    [{ q: 'x'.repeat(201) }, 'Please keep the search under 200 characters'],
  ])('rejects %p with "%s"', (input, message) => {
    const result = validate(usersQuerySchema, input);
    expect(result.ok ? null : result.message).toBe(message);
  });
});

describe("a child's sign-up", () => {
  const child = { type: 'child', email: 'theo@example.com', password: 'tree-house-12', fname: 'Theo', lname: 'Marsh' };
  it.each([
    ['without a parent', child, "Please enter a parent's email: we ask a parent to agree before anything a child writes is shown"],
    ['with its own e-mail as the parent', { ...child, parentEmail: 'THEO@example.com', altcha: 'solved' }, "Please enter a parent's email, not your own"],
    ['without the captcha', { ...child, parentEmail: 'hana@example.com' }, 'Please complete the Captcha.'],
    ['with an empty captcha', { ...child, parentEmail: 'hana@example.com', altcha: ' ' }, 'Please complete the Captcha.'],
  ])('should refuse one %s', (_what, input, message) => {
    const result = validate(signUpSchema, input);
    expect(result).toEqual(expect.objectContaining({ ok: false, message }));
  });

  it("should take one with a parent's e-mail and the captcha, and ask neither of anyone else", () => {
    expect(validate(signUpSchema, { ...child, parentEmail: 'Hana@Example.com', altcha: 'solved' })).toEqual(expect.objectContaining({ ok: true, data: expect.objectContaining({ parentEmail: 'hana@example.com' }) }));
    expect(validate(signUpSchema, { ...child, type: 'parent' }).ok).toBe(true);
  });
});
