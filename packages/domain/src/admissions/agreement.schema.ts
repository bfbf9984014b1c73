import { z } from 'zod';
import { AGREEMENT_MESSAGES } from './agreement.messages';
import { agreementTemplateProblem } from './agreement.rules';

/** PUT /api/admissions/agreement-template: the whole new text; a field the server cannot fill is refused by name. */
export const saveAgreementTemplateSchema = z.object({
  text: z
    .string({ error: AGREEMENT_MESSAGES.text })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, { error: AGREEMENT_MESSAGES.text }).max(20_000, { error: AGREEMENT_MESSAGES.textLength }))
    .superRefine((text, context) => {
      const problem = agreementTemplateProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type SaveAgreementTemplate = z.output<typeof saveAgreementTemplateSchema>;
export type SaveAgreementTemplateInput = z.input<typeof saveAgreementTemplateSchema>;

/** A private link's token: what the mail carried, never stored (only its SHA-256 is). */
const agreementTokenSchema = z.string({ error: AGREEMENT_MESSAGES.token }).trim().min(1, { error: AGREEMENT_MESSAGES.token }).max(200, { error: AGREEMENT_MESSAGES.token });

/** POST /api/admissions/agreement/sign: the link's token, the name typed, and the SHA-256 of the text the page showed. */
export const signAgreementSchema = z.object({
  token: agreementTokenSchema,
  name: z.string({ error: AGREEMENT_MESSAGES.name }).trim().min(1, { error: AGREEMENT_MESSAGES.name }).max(200, { error: AGREEMENT_MESSAGES.nameLength }),
  textHash: z.string({ error: AGREEMENT_MESSAGES.textHash }).regex(/^[0-9a-f]{64}$/, { error: AGREEMENT_MESSAGES.textHash }),
});
export type SignAgreementInput = z.input<typeof signAgreementSchema>;
