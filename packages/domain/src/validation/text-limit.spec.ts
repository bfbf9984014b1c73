import { createBlogSchema } from '../blogs/blog.schema';
import { createCommentSchema } from '../comments/comment.schema';
import { contactMessageSchema } from '../contact/contact.schema';
import { updateSiteSettingsSchema } from '../settings/site-settings.schema';
import { signUpSchema } from '../users/user.schema';
import { z } from 'zod';
import { textLimitOf } from './text-limit';

describe('textLimitOf', () => {
  it.each([
    ['a comment', createCommentSchema.shape.comment, 5000],
    ['a blog title', createBlogSchema.shape.title, 200],
    ['an enquiry e-mail (piped into an e-mail check)', contactMessageSchema.shape.email, 254],
    ["a first name (normalised, then checked)", signUpSchema.shape.fname, 100],
    ["a child's name (optional)", signUpSchema.shape.childFirstName, 100],
    ['the store address of the settings (optional, cleared by empty text)', updateSiteSettingsSchema.shape.storeUrl, 2000],
    ['a password check with no limit', z.string(), undefined],
  ])('should read the limit of %s', (_what, schema, expected) => {
    expect(textLimitOf(schema as z.ZodType)).toBe(expected);
  });
});
