import { IMAGE_KINDS } from './image-types';
import { readableBytes, UPLOAD_MESSAGES } from './upload-messages';

describe('readableBytes', () => {
  it.each([
    [15_000_000, '15 MB'],
    [500_000_000, '500 MB'],
    [2_500_000, '2.5 MB'],
    [200_000, '200 KB'],
    [999, '999 bytes'],
  ])('should say %p bytes as %p', (bytes, text) => {
    expect(readableBytes(bytes)).toBe(text);
  });
});

describe('UPLOAD_MESSAGES', () => {
  it("should name the form's own kinds of picture", () => {
    expect(UPLOAD_MESSAGES.notTaken(IMAGE_KINDS.flyer)).toBe('That file is not a picture we can take here. Please choose a JPG, PNG or HEIC picture.');
  });

  it('should name the size limit and the sizes of a picture with too many pixels', () => {
    expect(UPLOAD_MESSAGES.tooLarge(15_000_000)).toMatch(/each one must be under 15 MB\./);
    expect(UPLOAD_MESSAGES.tooManyPixels(30000, 20000)).toMatch(/\(30,000 × 20,000 pixels\)\. Please choose one of at most 100 megapixels/);
  });
});
