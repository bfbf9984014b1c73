import { validate } from '../validation/validate';
import { updateSiteSettingsSchema } from './site-settings.schema';

describe('updateSiteSettingsSchema', () => {
  it.each([
    [{ storeUrl: 'https://shop.example/trailside' }, { storeUrl: 'https://shop.example/trailside' }],
    [{ storeUrl: '' }, { storeUrl: null }],
    [{ storeUrl: null }, { storeUrl: null }],
    [{ introVideoId: 'M7lc1UVf-VE' }, { introVideoId: 'M7lc1UVf-VE' }],
    [{ introVideoId: '  ' }, { introVideoId: null }],
    [{ phone: ' (555) 014-2781 ' }, { phone: '(555) 014-2781' }],
    [{ email: 'Office@School.example' }, { email: 'office@school.example' }],
    [{ weeklyLetterDay: 5, weeklyLetterTime: '07:30' }, { weeklyLetterDay: 5, weeklyLetterTime: '07:30' }],
    [{ weeklyLetterDay: '0' }, { weeklyLetterDay: 0 }],
  ])('accepts %p as %p', (input, data) => {
    expect(validate(updateSiteSettingsSchema, input)).toEqual({ ok: true, data });
  });

  it.each([
    [{ storeUrl: 'javascript:alert(1)' }, 'The store address must be a full web address starting with http:// or https://'],
    [{ storeUrl: 'shop.example' }, 'The store address must be a full web address starting with http:// or https://'],
    [{ introVideoId: 'M7lc1UVf-V' }, 'A YouTube video id has exactly 11 characters (letters, digits, - or _), like M7lc1UVf-VE'],
    [{ introVideoId: 'M7lc1UVf-VE1' }, 'A YouTube video id has exactly 11 characters (letters, digits, - or _), like M7lc1UVf-VE'],
    [{ schoolName: '' }, 'Please enter the school name'],
    [{ email: 'office' }, 'Please enter a valid email address, like office@school.example'],
    [{}, 'Please change at least one setting'],
    [{ weeklyLetterDay: 7 }, 'Please choose the day of the weekly letter: 0 (Sunday) to 6 (Saturday)'],
    [{ weeklyLetterDay: '' }, 'Please choose the day of the weekly letter: 0 (Sunday) to 6 (Saturday)'],
    [{ weeklyLetterDay: true }, 'Please choose the day of the weekly letter: 0 (Sunday) to 6 (Saturday)'],
    [{ weeklyLetterTime: '5pm' }, 'Please give the time of the weekly letter as hours and minutes, like 17:00'],
  ])('refuses %p with %p', (input, message) => {
    expect(validate(updateSiteSettingsSchema, input)).toMatchObject({ ok: false, message });
  });
});
