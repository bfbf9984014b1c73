import { GALLERY_FETCH_LIMIT } from './gallery.rules';

describe('gallery paging', () => {
  it('should fetch two pages of eight at a time', () => {
    expect(GALLERY_FETCH_LIMIT).toBe(16);
  });
});
