import { Body, Controller, HttpStatus, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CONTACT_ROUTES, type GetCaptchaChallengeResponse, type SendFaqContactResponse } from '@trailside/domain/contact/contact.contract';
import { ENQUIRY_TEXTS, contactAnswerText } from '@trailside/domain/contact/contact.messages';
import { type ContactMessageFields, contactMessageSchema, type FaqContact, faqContactSchema } from '@trailside/domain/contact/contact.schema';
import type { EnquirySource, SendMessageResponse } from '@trailside/domain/contact/enquiry.types';
import type { Response } from 'express';
import { CaptchaService } from './captcha.service';
import { CurrentUser } from '../common/access/current-user.decorator';
import type { UserAccount } from '../identity/people/user-account.entity';
import { ContactService } from './contact.service';
import { Endpoint } from '../common/endpoint/endpoint.decorator';

const ANSWER =
  'Answers 201 { success: true, message: "Email Sent Successfully!", mailed: true, enquiryId } once the enquiry is stored and mailed ' +
  "to the school's address (settings e-mail). If the mail server fails, the enquiry is still stored and the answer is " +
  `202 with mailed: false and the message "${ENQUIRY_TEXTS.mailDelayed}": nothing is lost, staff read every enquiry at ` +
  'GET /api/enquiries, and the mail waits in the outbox until the mail server takes it (retried with backoff, MAIL_RETRY_SECONDS). ' +
  'Limited to ENQUIRY_RATE_LIMIT_PER_HOUR (default 20) per computer an hour (429).';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly captcha: CaptchaService,
  ) {}

  @Endpoint({
    method: 'POST', path: CONTACT_ROUTES.sendMessage, access: 'public', body: contactMessageSchema, rateLimit: 'enquiries',
    summary: 'Send the school an enquiry (contact page)', description: `Body { name, email, phone, message }, all required. ${ANSWER}`,
  })
  sendMessage(
    @Body() fields: ContactMessageFields,
    @Res({ passthrough: true }) response: Response,
    @CurrentUser() sender: UserAccount | null,
  ): Promise<SendMessageResponse> {
    return this.receive(fields, 'contact', response, sender);
  }

  @Endpoint({
    method: 'GET', path: CONTACT_ROUTES.getCaptchaChallenge, access: 'public', headers: { 'Cache-Control': 'no-store' },
    summary: "A captcha challenge for the FAQ page's form",
    description:
      'A self-hosted altcha proof-of-work challenge (altcha-lib 2, PBKDF2/SHA-256, signed, valid ten minutes), as the altcha widget ' +
      'expects it: { parameters, signature }. No envelope, since the widget reads it directly.',
  })
  challenge(): Promise<GetCaptchaChallengeResponse> {
    return this.captcha.challenge();
  }

  @Endpoint({
    method: 'POST', path: CONTACT_ROUTES.sendFaqContact, access: 'public', body: faqContactSchema, rateLimit: 'enquiries',
    summary: 'Send the school an enquiry (FAQ page, with captcha)',
    description:
      'Body { action: "Contact", name, email, phone, message, altcha } as JSON or a plain form post; altcha is the widget\'s solved ' +
      'payload. A missing, wrong or expired solution gets 400 "Please complete the Captcha."; a solution already used gets 400 too. ' +
      ANSWER,
  })
  async faqContact(
    @Body() { altcha, action: _action, ...fields }: FaqContact,
    @Res({ passthrough: true }) response: Response,
    @CurrentUser() sender: UserAccount | null,
  ): Promise<SendFaqContactResponse> {
    await this.captcha.verify(altcha);
    return this.receive(fields, 'faq', response, sender);
  }

  private async receive(fields: ContactMessageFields, source: EnquirySource, response: Response, sender: UserAccount | null): Promise<SendMessageResponse> {
    const { enquiry, mailed } = await this.contact.receive(fields, source, sender);
    response.status(mailed ? HttpStatus.CREATED : HttpStatus.ACCEPTED);
    return { success: true, message: contactAnswerText({ mailed }), mailed, enquiryId: enquiry.id };
  }
}
