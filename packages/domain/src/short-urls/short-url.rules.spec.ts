import { createShortUrlSchema } from './short-url.schema';
import { isHttpUrl, isShortCode, shortUrlOf } from './short-url.rules';
import { validate } from '../validation/validate';

describe('isHttpUrl', () => {
  it.each([
    ['https://trailside-montessori.example/events', true],
    ['http://localhost:3000/faq?x=1#y', true],
    ['  https://school.example  ', true],
    ['HTTPS://SCHOOL.EXAMPLE', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['file:///etc/passwd', false],
    ['ftp://files.example/menu.pdf', false],
    ['mailto:hello@trailside-montessori.example', false],
    ['www.school.example', false],
    ['/relative/path', false],
    ['', false],
    ['https://', false],
  ])('%p is a web address that may be shortened: %p', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});

describe('isShortCode', () => {
  it.each([
    ['aB3dE9x', true],
    ['0000000', true],
    ['abc', false],
    ['aB3dE9x!', false],
    ['../etc', false],
    ['', false],
  ])('%p is a short code: %p', (code, expected) => {
    expect(isShortCode(code)).toBe(expected);
  });
});

describe('shortUrlOf', () => {
  it.each([
    ['https://school.example', 'https://school.example/s/aB3dE9x'],
    ['https://school.example/', 'https://school.example/s/aB3dE9x'],
    ['http://localhost:3000', 'http://localhost:3000/s/aB3dE9x'],
  ])('on %p the code lives at %p', (publicUrl, expected) => {
    expect(shortUrlOf(publicUrl, 'aB3dE9x')).toBe(expected);
  });
});

describe('createShortUrlSchema', () => {
  it.each([
    [{}, 'please enter something'],
    [{ url: '   ' }, 'please enter something'],
    [{ url: 42 }, 'please enter something'],
    [{ url: 'javascript:alert(1)' }, 'Please enter a web address starting with http:// or https://'],
    [{ url: 'data:text/html,hi' }, 'Please enter a web address starting with http:// or https://'],
  ])('refuses %p with %p', (input, message) => {
    expect(validate(createShortUrlSchema, input)).toMatchObject({ ok: false, message });
  });

  it('keeps a web address, trimmed', () => {
    expect(validate(createShortUrlSchema, { url: ' https://school.example/a ' })).toEqual({ ok: true, data: { url: 'https://school.example/a' } });
  });
});
