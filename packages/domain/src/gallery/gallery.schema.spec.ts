import { validate } from '../validation/validate';
import { GALLERY_MESSAGES, galleryUploadSchema } from './gallery.schema';

const picture = new Blob(['png'], { type: 'image/png' });

describe('galleryUploadSchema', () => {
  it.each([
    ['nothing at all', {}, GALLERY_MESSAGES.groupLabel],
    ['a blank group label, even with pictures', { groupLabel: '  ', images: [picture] }, GALLERY_MESSAGES.groupLabel],
    ['a group label without pictures', { groupLabel: 'Garden' }, GALLERY_MESSAGES.images],
    ['a group label with an empty list', { groupLabel: 'Garden', images: [] }, GALLERY_MESSAGES.images],
    ['a name where a picture should be', { groupLabel: 'Garden', images: ['one.png'] }, GALLERY_MESSAGES.images],
  ])('should refuse %s', (_case, input, message) => {
    const result = validate(galleryUploadSchema, input);
    expect(result.ok ? 'accepted' : result.message).toBe(message);
  });

  it('should accept a trimmed group label and the pictures', () => {
    const result = validate(galleryUploadSchema, { groupLabel: ' Garden ', images: [picture, picture] });
    expect(result.ok && { groupLabel: result.data.groupLabel, count: result.data.images.length }).toEqual({ groupLabel: 'Garden', count: 2 });
  });
});
