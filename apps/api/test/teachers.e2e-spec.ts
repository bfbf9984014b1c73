import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AccessLevel } from '@trailside/domain/users/access-level';
import { UserType } from '@trailside/domain/users/user-type';
import { TeacherRecord } from '../src/teachers/teacher.entity';
import { countRows, freshEm } from './support/database';
import { pngPicture } from './support/images';
import { addTeacher, teacherFields } from './support/people';
import { ADMIN, bearer, logIn, newFamily, signUp, startTestApp, type TestApp } from './support/test-app';

let test: TestApp;
let adminToken: string;

const storedFile = (imageUrl: string) => join(test.config.uploadsDir, imageUrl.replace(/^\/uploads\//, ''));

beforeAll(async () => {
  test = await startTestApp();
  const godToken = await logIn(test, ADMIN.email, ADMIN.password);
  const fields = newFamily({ type: UserType.TEACHER });
  await test.http().post('/api/users').set(bearer(godToken)).send({ ...fields, accessLevel: AccessLevel.ADMIN }).expect(201);
  adminToken = await logIn(test, fields.email, fields.password);
});
afterAll(() => test.close());

describe('POST /api/teachers', () => {
  it('should add a teacher from a multipart form with a portrait', async () => {
    const fields = teacherFields({
      name: 'Ruth Calder',
      role: 'OWNER',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      passions: 'Long walks, bread baking',
      skills: [{ name: 'Leadership', percent: 95 }],
    });
    const response = await test
      .http()
      .post('/api/teachers')
      .set(bearer(adminToken))
      .field('payload', JSON.stringify(fields))
      .attach('image', await pngPicture(200, 200), 'ruth.png')
      .expect(201);
    const { teacher } = response.body;
    expect(teacher).toMatchObject({ ...fields, id: expect.any(String), path: `teachers/${teacher.id}` });
    expect(teacher.imageUrl).toMatch(/^\/uploads\/teachers\/[\w-]+\.webp$/);
    expect(existsSync(storedFile(teacher.imageUrl))).toBe(true);
    await test.http().get(teacher.imageUrl).expect(200);
  });

  it('should read skills sent as a separate multipart field', async () => {
    const { skills: _skills, ...fields } = teacherFields();
    let request = test.http().post('/api/teachers').set(bearer(adminToken));
    for (const [name, value] of Object.entries(fields)) request = request.field(name, String(value));
    const response = await request.field('skills', JSON.stringify([{ name: 'Clay', percent: '70' }])).expect(201);
    expect(response.body.teacher).toMatchObject({ skills: [{ name: 'Clay', percent: 70 }], imageUrl: null, role: null, videoUrl: null });
  });

  it.each([
    ['no name', { name: '' }, "Please enter the teacher's name"],
    ['no twitter', { twitter: undefined }, "Please enter the teacher's Twitter link"],
    ['a link that is a script', { facebook: 'javascript:alert(1)' }, 'Please enter a web address starting with https://'],
    ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address, like name@example.com'],
    ['a short video id', { videoUrl: 'https://youtu.be/short' }, 'Please enter a YouTube link whose video ID is 11 characters'],
    ['a skill of 101 percent', { skills: [{ name: 'Art', percent: 101 }] }, 'Please give each skill a percent from 0 to 100'],
    ['a name that is a number', { name: 7 as unknown as string }, "Please enter the teacher's name"],
  ])('should answer %s with 400 and write nothing', async (_case, overrides, message) => {
    const before = await countRows(test, TeacherRecord);
    const response = await test.http().post('/api/teachers').set(bearer(adminToken)).send(teacherFields(overrides)).expect(400);
    expect(response.body.message).toBe(message);
    expect(await countRows(test, TeacherRecord)).toBe(before);
  });

  it('should refuse a file that is not a picture, and write nothing', async () => {
    const before = await countRows(test, TeacherRecord);
    const response = await test
      .http()
      .post('/api/teachers')
      .set(bearer(adminToken))
      .field('payload', JSON.stringify(teacherFields()))
      .attach('image', Buffer.from('#!/bin/sh\necho hi\n'), 'portrait.png')
      .expect(415);
    expect(response.body.code).toBe('INVALID_IMAGE');
    expect(await countRows(test, TeacherRecord)).toBe(before);
  });

  it('should keep a script in the description as plain text', async () => {
    const desc = '<script>alert(1)</script> Loves <b>clay</b>.';
    const teacher = await addTeacher(test, adminToken, { desc });
    const read = await test.http().get(`/api/teachers/${teacher.id}`).expect(200);
    expect(read.body.teacher.desc).toBe(desc);
  });
});

describe('GET /api/teachers', () => {
  it('should list the OWNER first, then by name, for anyone', async () => {
    await addTeacher(test, adminToken, { name: 'Aaron Aardvark' });
    await addTeacher(test, adminToken, { name: 'Zelda Zimmer', role: 'OWNER' });
    const { token } = await signUp(test);
    for (const headers of [{}, bearer(token)]) {
      const response = await test.http().get('/api/teachers').set(headers).expect(200);
      const names: string[] = response.body.teachers.map((t: { name: string }) => t.name);
      expect(names[0]).toBe(response.body.teachers.find((t: { role: string }) => t.role === 'OWNER').name);
      const others = response.body.teachers.filter((t: { role: string | null }) => t.role !== 'OWNER').map((t: { name: string }) => t.name);
      expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    }
  });

  it('should answer an unknown teacher with 404 and a message', async () => {
    const response = await test.http().get('/api/teachers/no-such-teacher').expect(404);
    expect(response.body.message).toBe('We could not find that teacher. They may have been removed already.');
  });
});

describe('PUT /api/teachers', () => {
  it('should change only the fields sent', async () => {
    const teacher = await addTeacher(test, adminToken, { subject: 'Art specialist' });
    const response = await test
      .http()
      .put('/api/teachers')
      .set(bearer(adminToken))
      .field('payload', JSON.stringify({ id: teacher.id, subject: 'Art and clay specialist' }))
      .expect(200);
    expect(response.body.teacher).toMatchObject({ name: teacher.name, subject: 'Art and clay specialist' });
  });

  it('should replace only the portrait when sent just an image, removing the old file', async () => {
    const teacher = await addTeacher(test, adminToken);
    const first = await test.http().put('/api/teachers').set(bearer(adminToken)).field('id', teacher.id).attach('image', await pngPicture(), 'a.png').expect(200);
    const second = await test
      .http()
      .put('/api/teachers')
      .set(bearer(adminToken))
      .field('payload', JSON.stringify({ id: teacher.id }))
      .attach('image', await pngPicture(90, 90), 'b.png')
      .expect(200);
    expect(second.body.teacher.name).toBe(teacher.name);
    expect(second.body.teacher.imageUrl).not.toBe(first.body.teacher.imageUrl);
    expect(existsSync(storedFile(first.body.teacher.imageUrl))).toBe(false);
    expect(existsSync(storedFile(second.body.teacher.imageUrl))).toBe(true);
  });

  it('should refuse a blanked required field and keep the teacher as it was', async () => {
    const teacher = await addTeacher(test, adminToken);
    const response = await test.http().put('/api/teachers').set(bearer(adminToken)).send({ id: teacher.id, desc: '  ' }).expect(400);
    expect(response.body.message).toBe('Please enter a description of the teacher');
    expect((await freshEm(test).findOneOrFail(TeacherRecord, { id: teacher.id })).desc).toBe(teacherFields().desc);
  });

  it('should answer an unknown id with 404', async () => {
    await test.http().put('/api/teachers').set(bearer(adminToken)).send({ id: 'no-such-teacher', name: 'X' }).expect(404);
  });
});

describe('DELETE /api/teachers', () => {
  it('should remove the teacher and the portrait the database recorded, ignoring the body path', async () => {
    const other = await test
      .http()
      .post('/api/teachers')
      .set(bearer(adminToken))
      .field('payload', JSON.stringify(teacherFields()))
      .attach('image', await pngPicture(), 'other.png')
      .expect(201);
    const doomed = await test
      .http()
      .post('/api/teachers')
      .set(bearer(adminToken))
      .field('payload', JSON.stringify(teacherFields()))
      .attach('image', await pngPicture(), 'doomed.png')
      .expect(201);
    const otherPath = other.body.teacher.imageUrl.replace(/^\/uploads\//, '');
    const response = await test
      .http()
      .delete('/api/teachers')
      .set(bearer(adminToken))
      .send({ id: doomed.body.teacher.id, path: otherPath })
      .expect(200);
    expect(response.body).toMatchObject({ success: true, teacher: { id: doomed.body.teacher.id } });
    expect(await freshEm(test).count(TeacherRecord, { id: doomed.body.teacher.id })).toBe(0);
    expect(existsSync(storedFile(doomed.body.teacher.imageUrl))).toBe(false);
    expect(existsSync(storedFile(other.body.teacher.imageUrl))).toBe(true);
  });

  it('should answer a missing id with 400 and an unknown one with 404', async () => {
    const missing = await test.http().delete('/api/teachers').set(bearer(adminToken)).send({}).expect(400);
    expect(missing.body.message).toBe('Please say which teacher this is about (id is missing)');
    await test.http().delete('/api/teachers').set(bearer(adminToken)).send({ id: 'no-such-teacher' }).expect(404);
  });
});

describe('a portrait over the upload limit', () => {
  it('should be answered with 413 and write nothing', async () => {
    const small = await startTestApp({ MAX_UPLOAD_BYTES: '1000' });
    try {
      const token = await logIn(small, ADMIN.email, ADMIN.password);
      const response = await small
        .http()
        .post('/api/teachers')
        .set(bearer(token))
        .field('payload', JSON.stringify(teacherFields()))
        .attach('image', await pngPicture(800, 800), 'big.png')
        .expect(413);
      expect(response.body.message).toMatch(/too large: each one must be under 1 KB/);
      expect(await countRows(small, TeacherRecord)).toBe(0);
    } finally {
      await small.close();
    }
  });
});
