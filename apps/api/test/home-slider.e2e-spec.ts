import { HOME_SLIDES } from '@trailside/domain/home-slider/home-slider';
import sharp from 'sharp';
import { startTestApp, type TestApp } from './support/test-app';

describe('home slider pictures', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ SAMPLE_CONTENT: 'true' });
  });
  afterAll(() => test.close());

  it('should serve slide 1 of a fresh install as a 1920 x 800 WebP picture', async () => {
    const response = await test.http().get('/uploads/home-slider/slide-1.webp').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(response.body as Buffer).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'webp', width: 1920, height: 800 });
  });

  it('should serve all eight slides, each with a small WebP and a JPEG fallback', async () => {
    expect(HOME_SLIDES).toHaveLength(8);
    for (const slide of HOME_SLIDES) {
      await test.http().head(slide.src).expect(200).expect('content-type', 'image/webp');
      await test.http().head(slide.small).expect(200).expect('content-type', 'image/webp');
      await test.http().head(slide.fallback).expect(200).expect('content-type', 'image/jpeg');
    }
  });
});
