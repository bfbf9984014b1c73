import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { timestampOf } from '@trailside/domain/api/timestamp';
import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import { isExpired } from '@trailside/domain/social-events/social-event.rules';
import type { SocialEvent, SocialEventsResponse } from '@trailside/domain/social-events/social-event.types';
import sharp from 'sharp';
import { GalleryImageRecord } from '../src/gallery/gallery-image.entity';
import { SocialEventRecord } from '../src/social-events/social-event.entity';
import { countRows, freshEm } from './support/database';
import { gifPicture, pngPicture } from './support/images';
import { ADMIN, bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const NOT_A_PICTURE = Buffer.from('#!/bin/sh\necho pretending to be a picture\n');

let test: TestApp;
let admin: Record<string, string>;
let family: Record<string, string>;

beforeAll(async () => {
  test = await startTestApp({ MAX_UPLOAD_BYTES: '200000' });
  admin = bearer(await logIn(test, ADMIN.email, ADMIN.password));
  family = bearer((await signUp(test)).token);
});
afterAll(() => test.close());

const uploadedFiles = (folder: string) => (existsSync(join(test.config.uploadsDir, folder)) ? readdirSync(join(test.config.uploadsDir, folder)) : []);

async function createEvent(fields: Record<string, string | number>, picture = true): Promise<SocialEvent> {
  const request = test.http().post('/api/socialEvents').set(admin);
  for (const [name, value] of Object.entries(fields)) request.field(name, String(value));
  if (picture) request.attach('image', await pngPicture(600, 800), 'flyer.png');
  return (await request.expect(201)).body.socialEvent;
}

describe('social events', () => {
  it('should let an admin add a flyer with its picture, computing expiry', async () => {
    const event = await createEvent({ title: 'Spring Open House', eventDate: nowSeconds() + 21 * DAY, launchDate: nowSeconds() - DAY });
    expect(event).toMatchObject({ title: 'Spring Open House', expired: false });
    expect(event.imageUrl).toMatch(/^\/uploads\/social-events\/[0-9a-f-]{36}\.webp$/);
    expect(event.imagePath).toBe(event.imageUrl?.replace('/uploads/', ''));
    const picture = await test.http().get(event.imageUrl as string).expect(200);
    expect((await sharp(picture.body as Buffer).metadata()).format).toBe('webp');
    await test.http().get((event.imageUrl as string).replace('.webp', '-480.jpg')).expect(200);
  });

  it('should take dates as ISO text too, and launch at once without a launch date', async () => {
    const eventDate = new Date(Date.now() + 10 * DAY * 1000).toISOString();
    const event = await createEvent({ eventDate }, false);
    expect(event.eventDate.seconds).toBe(Math.floor(Date.parse(eventDate) / 1000));
    expect(event.launchDate.seconds).toBeLessThanOrEqual(nowSeconds());
    expect(event.imageUrl).toBeNull();
  });

  it('should refuse a change that fills no field, as the flyer form does (spec section 5)', async () => {
    const event = await createEvent({ eventDate: nowSeconds() + 5 * DAY }, false);
    const response = await test.http().put('/api/socialEvents').set(admin).send({ id: event.id }).expect(400);
    expect(response.body.message).toBe('Please change at least one field');
  });

  it('should mark a past event expired on create', async () => {
    const event = await createEvent({ eventDate: nowSeconds() - DAY, launchDate: nowSeconds() - 9 * DAY }, false);
    expect(event.expired).toBe(true);
  });

  it('should list every flyer earliest first with the current launched event, for anyone', async () => {
    const response = await test.http().get('/api/socialEvents').expect(200);
    const body = response.body as SocialEventsResponse;
    const dates = body.socialEvents.map((event) => event.eventDate.seconds);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(body.launched).toBe(true);
    // The earliest coming event (the ISO one, in 10 days, launched at once) is the current one.
    expect(body.currentEvent?.eventDate.seconds).toBe(body.socialEvents.find((event) => !event.expired)?.eventDate.seconds);
  });

  it('should say no event is current when the earliest coming one is not launched yet', async () => {
    // Far in the future, so today's events are all over by then: "Soon" is not launched, "Later" is.
    const far = nowSeconds() + 3000 * DAY;
    await createEvent({ title: 'Later', eventDate: far + 30 * DAY, launchDate: far - 10 * DAY }, false);
    await createEvent({ title: 'Soon', eventDate: far + 5 * DAY, launchDate: far + DAY }, false);
    const then = (await test.http().get(`/api/socialEvents?afterDate=${far}`).expect(200)).body as SocialEventsResponse;
    expect(then.socialEvents.filter((event) => !event.expired).map((event) => event.title)).toEqual(['Soon', 'Later']);
    expect(then).toMatchObject({ launched: false, currentEvent: null });
    // A week later "Soon" is over and "Later" is the launched current one.
    const weekLater = new Date((far + 7 * DAY) * 1000).toISOString();
    const later = (await test.http().get('/api/socialEvents').query({ afterDate: weekLater }).expect(200)).body as SocialEventsResponse;
    expect(later.socialEvents.filter((event) => !event.expired).map((event) => event.title)).toEqual(['Later']);
    expect(later).toMatchObject({ launched: true, currentEvent: { title: 'Later' } });
  });

  it('should refuse an afterDate it cannot read', async () => {
    const response = await test.http().get('/api/socialEvents?afterDate=someday').expect(400);
    expect(response.body.message).toMatch(/afterDate/);
  });

  it('should change a flyer, recompute expiry and replace the picture', async () => {
    const event = await createEvent({ eventDate: nowSeconds() + 3 * DAY });
    const response = await test
      .http()
      .put('/api/socialEvents')
      .set(admin)
      .field('payload', JSON.stringify({ id: event.id, eventDate: nowSeconds() - 60, launchDate: nowSeconds() - DAY }))
      .attach('image', await pngPicture(500, 700), 'new.png')
      .expect(200);
    const changed = response.body.socialEvent as SocialEvent;
    expect(changed.expired).toBe(true);
    expect(changed.imagePath).not.toBe(event.imagePath);
    expect(uploadedFiles('social-events')).not.toContain((event.imagePath as string).split('/')[1]);
    // Expiry is not stored: the stored event date is what makes every later read judge it expired.
    const record = await freshEm(test).findOneOrFail(SocialEventRecord, { id: event.id });
    expect(isExpired({ eventDate: timestampOf(record.eventDate) })).toBe(true);
  });

  it.each([
    [{}, 'Please choose the date of the event'],
    [{ eventDate: 'the week after next' }, 'Please enter a date, like 2027-04-17 or 2027-04-17T10:00'],
    [{ eventDate: 1900000000, launchDate: 1900000100 }, 'The flyer must go up on or before the day of the event'],
  ])('should refuse %p with "%s" and write nothing', async (body, message) => {
    const before = await countRows(test, SocialEventRecord);
    const response = await test.http().post('/api/socialEvents').set(admin).send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect(await countRows(test, SocialEventRecord)).toBe(before);
  });

  it('should refuse a flyer that is not a picture with 415 and keep nothing', async () => {
    const before = await countRows(test, SocialEventRecord);
    const files = uploadedFiles('social-events').length;
    const response = await test
      .http()
      .post('/api/socialEvents')
      .set(admin)
      .field('eventDate', String(nowSeconds() + DAY))
      .attach('image', NOT_A_PICTURE, { filename: 'flyer.jpg', contentType: 'image/jpeg' })
      .expect(415);
    expect(response.body.message).toMatch(/not a picture/);
    expect(await countRows(test, SocialEventRecord)).toBe(before);
    expect(uploadedFiles('social-events')).toHaveLength(files);
    expect(readdirSync(test.config.tmpDir)).toEqual([]);
  });

  it('should refuse a picture over the limit with 413 naming the limit', async () => {
    const big = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(big.length).toBeGreaterThan(200_000);
    const response = await test
      .http()
      .post('/api/socialEvents')
      .set(admin)
      .field('eventDate', String(nowSeconds() + DAY))
      .attach('image', big, 'huge.png')
      .expect(413);
    expect(response.body.message).toContain('200 KB');
    expect(readdirSync(test.config.tmpDir)).toEqual([]);
  });

  it('should keep a title with markup as plain text', async () => {
    const event = await createEvent({ title: '<script>alert("hi")</script>', eventDate: nowSeconds() + DAY }, false);
    expect(event.title).toBe('<script>alert("hi")</script>');
  });

  it('should delete by id the picture the database recorded, whatever path is sent', async () => {
    const event = await createEvent({ eventDate: nowSeconds() + 2 * DAY });
    const response = await test.http().delete('/api/socialEvents').set(admin).send({ id: event.id, imagePath: '../jwt-secret' }).expect(200);
    expect(response.body).toMatchObject({ success: true, socialEvent: { id: event.id } });
    expect(existsSync(join(test.config.dataDir, 'jwt-secret'))).toBe(true);
    expect(uploadedFiles('social-events').filter((file) => file.startsWith((event.imagePath as string).split('/')[1].replace('.webp', '')))).toEqual([]);
    await test.http().delete('/api/socialEvents').set(admin).send({ id: event.id }).expect(404);
  });

  it('should let only admins change flyers', async () => {
    await test.http().post('/api/socialEvents').set(family).send({ eventDate: nowSeconds() + DAY }).expect(403);
    await test.http().post('/api/socialEvents').send({ eventDate: nowSeconds() + DAY }).expect(401);
  });
});

describe('gallery', () => {
  async function upload(groupLabel: string, count: number, alts?: string[]): Promise<GalleryImage[]> {
    const request = test.http().post('/api/gallery').set(admin).field('payload', JSON.stringify({ groupLabel, alts }));
    for (let index = 0; index < count; index += 1) request.attach('images', await pngPicture(320 + index, 240), `p${index}.png`);
    return (await request.expect(201)).body.gallery;
  }

  let garden: GalleryImage[];
  let classroom: GalleryImage[];
  beforeAll(async () => {
    garden = await upload('Garden', 3, ['Children planting tomato seedlings', 'Sunflowers taller than the fence']);
    classroom = await upload('Classroom', 2);
  });

  it('should store several pictures with their group and alt text, the missing alt taken from the group', () => {
    expect(garden.map((image) => [image.groupLabel, image.alt])).toEqual([
      ['Garden', 'Children planting tomato seedlings'],
      ['Garden', 'Sunflowers taller than the fence'],
      ['Garden', 'Garden'],
    ]);
    expect(garden[0].imageUrl).toMatch(/^\/uploads\/gallery\/[0-9a-f-]{36}\.webp$/);
    expect(garden[0].path).toBe(garden[0].imageUrl.replace('/uploads/', ''));
  });

  it('should list newest first and page with a cursor that never repeats or skips', async () => {
    const first = await test.http().get('/api/gallery').query({ query: JSON.stringify({ limit: 2 }) }).expect(200);
    expect(first.body.hasMore).toBe(true);
    const seen: string[] = first.body.gallery.map((image: GalleryImage) => image.id);
    expect(seen).toEqual([classroom[0].id, classroom[1].id]);
    let after = seen.at(-1);
    for (;;) {
      const next = await test.http().get('/api/gallery').query({ query: JSON.stringify({ next: true, after, limit: 2 }) }).expect(200);
      seen.push(...next.body.gallery.map((image: GalleryImage) => image.id));
      after = seen.at(-1);
      if (!next.body.hasMore) break;
    }
    expect(seen).toEqual([...classroom, ...garden].map((image) => image.id));
  });

  it('should filter by group label and count the groups', async () => {
    const response = await test.http().get('/api/gallery').query({ query: JSON.stringify({ groupLabel: 'Classroom' }) }).expect(200);
    expect(response.body).toMatchObject({ hasMore: false });
    expect(response.body.gallery.map((image: GalleryImage) => image.groupLabel)).toEqual(['Classroom', 'Classroom']);
    const groups = await test.http().get('/api/gallery/groups').expect(200);
    expect(groups.body.groups).toEqual([
      { label: 'Classroom', count: 2 },
      { label: 'Garden', count: 3 },
    ]);
  });

  it.each([
    ['{"limit": 0}', 'Please ask for 1 to 100 pictures at a time'],
    ['{"limit": "lots"}', 'Please ask for 1 to 100 pictures at a time'],
    ['not json', 'The gallery query could not be read: send JSON like {"next":true,"limit":16,"after":"<id>"}'],
  ])('should refuse the query %s with "%s"', async (query, message) => {
    const response = await test.http().get('/api/gallery').query({ query }).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('should change a picture\'s group and alt text, keeping markup as text', async () => {
    const response = await test
      .http()
      .put('/api/gallery')
      .set(admin)
      .send({ id: classroom[1].id, groupLabel: 'Music & Art', alt: '<b>Clay</b> owls drying on the sill' })
      .expect(200);
    expect(response.body.galleryImage).toMatchObject({ id: classroom[1].id, groupLabel: 'Music & Art', alt: '<b>Clay</b> owls drying on the sill' });
  });

  it.each([
    [{ alts: '[]' }, 'Please enter a group label'],
    [{ groupLabel: '   ' }, 'Please enter a group label'],
    [{ groupLabel: 'Garden', alts: '{"not":"a list"}' }, 'Picture descriptions must be a list of texts, one per picture'],
  ])('should refuse the fields %p with "%s" and write nothing', async (fields, message) => {
    const before = await countRows(test, GalleryImageRecord);
    const request = test.http().post('/api/gallery').set(admin);
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    const response = await request.attach('images', await pngPicture(), 'p.png').expect(400);
    expect(response.body.message).toBe(message);
    expect(await countRows(test, GalleryImageRecord)).toBe(before);
    expect(readdirSync(test.config.tmpDir)).toEqual([]);
  });

  it('should refuse an upload without pictures', async () => {
    const response = await test.http().post('/api/gallery').set(admin).field('groupLabel', 'Garden').expect(400);
    expect(response.body.message).toBe('Please choose at least one picture');
  });

  it('should keep none of an upload in which one file is not a picture', async () => {
    const before = await countRows(test, GalleryImageRecord);
    const files = uploadedFiles('gallery').length;
    await test
      .http()
      .post('/api/gallery')
      .set(admin)
      .field('groupLabel', 'Garden')
      .attach('images', await pngPicture(), 'good.png')
      .attach('images', NOT_A_PICTURE, { filename: 'bad.gif', contentType: 'image/gif' })
      .expect(415);
    expect(await countRows(test, GalleryImageRecord)).toBe(before);
    expect(uploadedFiles('gallery')).toHaveLength(files);
    expect(readdirSync(test.config.tmpDir)).toEqual([]);
  });

  it('should take a GIF, which the gallery form allows (spec section 5)', async () => {
    const response = await test.http().post('/api/gallery').set(admin).field('groupLabel', 'Art').attach('images', await gifPicture(), 'p.gif').expect(201);
    expect(response.body.gallery[0].imageUrl).toMatch(/\.webp$/);
  });

  it('should refuse a change with neither a group label nor a description', async () => {
    const response = await test.http().put('/api/gallery').set(admin).send({ id: garden[0].id }).expect(400);
    expect(response.body.message).toBe('Please change the group label or the description');
  });

  it('should refuse more than 20 pictures at once', async () => {
    const request = test.http().post('/api/gallery').set(admin).field('groupLabel', 'Garden');
    const picture = await pngPicture(8, 8);
    for (let index = 0; index < 21; index += 1) request.attach('images', picture, `p${index}.png`);
    const response = await request.expect(400);
    expect(response.body.message).toMatch(/Too many pictures/);
  });

  it('should delete by id the file the database recorded, with all its variants', async () => {
    const [image] = await upload('Field Trips', 1);
    const response = await test.http().delete('/api/gallery').set(admin).send({ id: image.id, path: '../jwt-secret' }).expect(200);
    expect(response.body).toMatchObject({ success: true, galleryImage: { id: image.id } });
    const stem = image.path.split('/')[1].replace('.webp', '');
    expect(uploadedFiles('gallery').filter((file) => file.startsWith(stem))).toEqual([]);
    expect(existsSync(join(test.config.dataDir, 'jwt-secret'))).toBe(true);
  });
});
