import { readableBytes } from './image-upload.decorator';

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
