import { validate } from '../validation/validate';
import { TEACHER_MESSAGES, teacherPictureSchema } from './teacher.schema';

describe('teacherPictureSchema', () => {
  it.each([
    ['no picture', { id: 't1' }, TEACHER_MESSAGES.picture],
    ['a null picture', { id: 't1', image: null }, TEACHER_MESSAGES.picture],
    ['a file name instead of a picture', { id: 't1', image: 'kai.png' }, TEACHER_MESSAGES.picture],
    ['no teacher', { image: new Blob(['png']) }, TEACHER_MESSAGES.id],
  ])('should refuse %s', (_case, input, message) => {
    const result = validate(teacherPictureSchema, input);
    expect(result.ok ? 'accepted' : result.message).toBe(message);
  });

  it('should accept a teacher and a picture', () => {
    expect(validate(teacherPictureSchema, { id: 't1', image: new Blob(['png']) }).ok).toBe(true);
  });
});
