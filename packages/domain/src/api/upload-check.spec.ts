import { IMAGE_KINDS, MAX_UPLOAD_BYTES } from './image-types';
import { acceptedExtensions, sizeInKb, uploadRefusal } from './upload-check';
import { UPLOAD_MESSAGES } from './upload-messages';

describe('uploadRefusal', () => {
  it('lets a gallery picture through by any name the gallery takes, whatever its case', () => {
    for (const name of ['class.jpg', 'CLASS.JPEG', 'garden.png', 'dance.gif']) {
      expect(uploadRefusal({ name, size: 1000 }, IMAGE_KINDS.gallery)).toBeNull();
    }
  });

  it("refuses a name the form does not take with the API's own words", () => {
    expect(uploadRefusal({ name: 'minutes.pdf', size: 1000 }, IMAGE_KINDS.gallery)).toBe(UPLOAD_MESSAGES.notTaken(IMAGE_KINDS.gallery));
    expect(uploadRefusal({ name: 'dance.gif', size: 1000 }, IMAGE_KINDS.teacher)).toBe(UPLOAD_MESSAGES.notTaken(IMAGE_KINDS.teacher));
    expect(uploadRefusal({ name: 'phone.heic', size: 1000 }, IMAGE_KINDS.flyer)).toBeNull();
  });

  it('takes a picture of exactly the limit and refuses one byte more', () => {
    expect(uploadRefusal({ name: 'big.jpg', size: MAX_UPLOAD_BYTES }, IMAGE_KINDS.gallery)).toBeNull();
    expect(uploadRefusal({ name: 'big.jpg', size: MAX_UPLOAD_BYTES + 1 }, IMAGE_KINDS.gallery)).toBe(UPLOAD_MESSAGES.tooLarge(MAX_UPLOAD_BYTES));
  });

  it('checks against a limit the caller gives', () => {
    expect(uploadRefusal({ name: 'small.png', size: 2_001 }, IMAGE_KINDS.blog, 2_000)).toBe(UPLOAD_MESSAGES.tooLarge(2_000));
  });
});

describe('acceptedExtensions and sizeInKb', () => {
  it("reads the kind's accept list", () => {
    expect(acceptedExtensions(IMAGE_KINDS.gallery)).toEqual(['.jpg', '.png', '.jpeg', '.gif']);
  });

  it('shows at least 1 kb and rounds to the nearest kb', () => {
    expect(sizeInKb(10)).toBe(1);
    expect(sizeInKb(1536)).toBe(2);
    expect(sizeInKb(102_400)).toBe(100);
  });
});
