import { showsFlyer } from '@trailside/domain/social-events/social-event.rules';
import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import type { SocialEventsResponse } from '@trailside/domain/social-events/social-event.types';
import { startTestApp, type TestApp } from './support/test-app';

describe('sample flyers and gallery', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ SAMPLE_CONTENT: 'true' });
  }, 120_000);
  afterAll(() => test.close());

  it('should pin a launched Spring Open House about three weeks ahead, with a later flyer not yet launched', async () => {
    const body = (await test.http().get('/api/socialEvents').expect(200)).body as SocialEventsResponse;
    expect(body.socialEvents.map((event) => event.title)).toEqual(['Spring Open House', 'Spring Concert']);
    expect(body).toMatchObject({ launched: true, currentEvent: { title: 'Spring Open House' } });
    expect(showsFlyer(body.currentEvent)).toBe(true);
    expect(showsFlyer(body.socialEvents[1])).toBe(false);
    const daysAhead = (body.socialEvents[0].eventDate.seconds - Date.now() / 1000) / 86_400;
    expect(daysAhead).toBeGreaterThan(19);
    expect(daysAhead).toBeLessThan(23);
    await test.http().get(body.socialEvents[0].imageUrl as string).expect(200);
  });

  it('should fill the gallery with 20+ described pictures in several groups', async () => {
    const { body } = await test.http().get('/api/gallery').query({ query: JSON.stringify({ limit: 100 }) }).expect(200);
    const gallery = body.gallery as GalleryImage[];
    expect(gallery.length).toBeGreaterThanOrEqual(20);
    expect(gallery.every((image) => image.alt.length > 20 && image.alt !== image.groupLabel)).toBe(true);
    const { groups } = (await test.http().get('/api/gallery/groups').expect(200)).body;
    expect(groups.map((group: { label: string }) => group.label)).toEqual(
      expect.arrayContaining(['Classroom', 'Garden', 'Music & Art', 'Field Trips']),
    );
  });
});
