import { validate } from '../validation/validate';
import { compareTeachers, isOwner, sortTeachers, teacherDetailsAccess } from './teacher.rules';
import { createTeacherSchema, updateTeacherSchema } from './teacher.schema';

describe('sortTeachers', () => {
  it('should put the OWNER first, then everyone by name', () => {
    const teachers = [
      { name: 'zoe Park', role: null },
      { name: 'Amara Bell', role: null },
      { name: 'Ruth Calder', role: 'OWNER' },
      { name: 'Luis Ortega', role: null },
    ];
    expect(sortTeachers(teachers).map((t) => t.name)).toEqual(['Ruth Calder', 'Amara Bell', 'Luis Ortega', 'zoe Park']);
    expect(compareTeachers(teachers[0]!, teachers[0]!)).toBe(0);
  });

  it.each([
    ['OWNER', true],
    [null, false],
    ['owner', false],
  ])('role %p is the owner: %p', (role, expected) => {
    expect(isOwner({ role })).toBe(expected);
  });
});

describe('teacherDetailsAccess', () => {
  const teacher = { id: 't1' };
  it.each([
    ['no id, visitor', { id: null, loading: false, teacher: undefined, admin: false }, 'redirect'],
    ['no id, admin', { id: '', loading: false, teacher: undefined, admin: true }, 'redirect'],
    ['an id still loading', { id: 't1', loading: true, teacher: undefined, admin: false }, 'wait'],
    ['a teacher that exists', { id: 't1', loading: false, teacher, admin: false }, 'show'],
    ['cached teacher while refetching', { id: 't1', loading: true, teacher, admin: false }, 'show'],
    ['no such teacher, visitor', { id: 'x', loading: false, teacher: undefined, admin: false }, 'redirect'],
    ['no such teacher, admin', { id: 'x', loading: false, teacher: null, admin: true }, 'not-found'],
  ])('%s: %s', (_case, input, expected) => {
    expect(teacherDetailsAccess(input)).toBe(expected);
  });
});

const complete = {
  name: 'Ruth Calder',
  subject: 'Head of School',
  email: 'ruth@trailside-montessori.example',
  phone: '(555) 014-2781',
  facebook: 'https://social.example/facebook/ruth',
  googlePlus: 'https://social.example/gplus/ruth',
  linkedin: 'https://social.example/linkedin/ruth',
  instagram: 'https://social.example/instagram/ruth',
  twitter: 'https://social.example/twitter/ruth',
  desc: 'Ruth founded Trailside.',
};

describe('createTeacherSchema', () => {
  it.each([
    ['nothing at all', {}, "Please enter the teacher's name"],
    ['no name', { ...complete, name: ' ' }, "Please enter the teacher's name"],
    ['no subject', { ...complete, subject: undefined }, "Please enter the teacher's subject or class"],
    ['no email', { ...complete, email: '' }, "Please enter the teacher's email"],
    ['a wrong email', { ...complete, email: 'ruth-at-school' }, 'Please enter a valid email address, like name@example.com'],
    ['no phone', { ...complete, phone: '' }, "Please enter the teacher's phone number"],
    ['no facebook', { ...complete, facebook: '' }, "Please enter the teacher's Facebook link"],
    ['no googlePlus', { ...complete, googlePlus: '' }, "Please enter the teacher's Google Plus link"],
    ['no linkedin', { ...complete, linkedin: '' }, "Please enter the teacher's LinkedIn link"],
    ['no instagram', { ...complete, instagram: '' }, "Please enter the teacher's Instagram link"],
    ['no twitter', { ...complete, twitter: '' }, "Please enter the teacher's Twitter link"],
    ['a script link', { ...complete, twitter: 'javascript:alert(1)' }, 'Please enter a web address starting with https://'],
    ['no description', { ...complete, desc: '' }, 'Please enter a description of the teacher'],
    ['a video id of 10 characters', { ...complete, videoUrl: 'https://youtu.be/abcdefghij' }, 'Please enter a YouTube link whose video ID is 11 characters'],
    ['a skill over 100', { ...complete, skills: [{ name: 'Art', percent: 120 }] }, 'Please give each skill a percent from 0 to 100'],
    ['a skill with no name', { ...complete, skills: [{ name: '', percent: 50 }] }, 'Please name each skill'],
    ['skills that are not JSON', { ...complete, skills: '[{' }, 'The skills could not be read (they are not valid JSON).'],
    ['an unknown role', { ...complete, role: 'PRINCIPAL' }, 'The role can only be OWNER or empty'],
  ])('reports %s as "%s"', (_case, input, message) => {
    const result = validate(createTeacherSchema, input);
    expect(result.ok ? null : result.message).toBe(message);
  });

  it('should accept the form with defaults for what is optional, reading skills sent as JSON text', () => {
    const result = validate(createTeacherSchema, { ...complete, skills: '[{"name":"Art","percent":"80"}]', role: 'OWNER' });
    expect(result).toEqual({
      ok: true,
      data: { ...complete, videoUrl: null, passions: null, skills: [{ name: 'Art', percent: 80 }], role: 'OWNER' },
    });
  });
});

describe('updateTeacherSchema', () => {
  it('should keep only what was sent, so a picture-only update sends just the id', () => {
    expect(validate(updateTeacherSchema, { id: 't1' })).toEqual({ ok: true, data: { id: 't1' } });
    expect(validate(updateTeacherSchema, { id: 't1', desc: ' New ', role: '' })).toEqual({
      ok: true,
      data: { id: 't1', desc: 'New', role: null },
    });
  });

  it('should still check the fields it is sent', () => {
    const result = validate(updateTeacherSchema, { id: 't1', name: '' });
    expect(result.ok ? null : result.message).toBe("Please enter the teacher's name");
    const noId = validate(updateTeacherSchema, { name: 'Ruth' });
    expect(noId.ok ? null : noId.message).toBe('Please say which teacher this is about (id is missing)');
  });
});
