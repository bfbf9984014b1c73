import { z } from 'zod';
import { captchaSolutionSchema, emailSchema, newPasswordSchema, USER_MESSAGES } from '../users/user.schema';

export const AUTH_MESSAGES = {
  resetToken: 'This reset link is incomplete. Please open the link from your email again.',
} as const;

/** Login checks email first, then password (spec section 5). Any password typed is sent as is. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: USER_MESSAGES.password }).min(1, { error: USER_MESSAGES.password }),
  /** The solved captcha, needed once wrong passwords have been tried for this address (MAX_FAILED_LOGINS in login-attempt.rules). */
  altcha: captchaSolutionSchema.optional(),
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: AUTH_MESSAGES.resetToken }).trim().min(1, { error: AUTH_MESSAGES.resetToken }),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;
