import { Body, Controller, Headers, Ip, Param, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  AGREEMENT_ROUTES,
  type GetAgreementsResponse,
  type GetAgreementTemplateResponse,
  type GetAgreementToSignResponse,
  type SaveAgreementTemplateResponse,
  type SignAgreementResponse,
} from '@trailside/domain/admissions/agreement.contract';
import { AGREEMENT_SUCCESS } from '@trailside/domain/admissions/agreement.messages';
import { type SaveAgreementTemplate, saveAgreementTemplateSchema, type SignAgreementInput, signAgreementSchema } from '@trailside/domain/admissions/agreement.schema';
import type { SignedInAccount } from '../../identity/sign-in/account-cache.service';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import { AGREEMENTS_AUDIT } from './agreements.audit';
import { AgreementsService } from './agreements.service';

/** A family's own agreement (its text, its PDF): never kept by a browser or a proxy. */
const PRIVATE_HEADERS = { 'Cache-Control': 'no-store' } as const;
const pdfFile = (pdf: Buffer) => new StreamableFile(pdf, { type: 'application/pdf', disposition: 'attachment; filename="enrolment-agreement.pdf"' });

/** The enrolment agreement (issue 41): its template (staff), the agreements made (staff), and a guardian's private link. */
@ApiTags('admissions')
@Controller()
export class AgreementsController {
  constructor(private readonly agreements: AgreementsService) {}

  @Endpoint({
    method: 'GET', path: AGREEMENT_ROUTES.getAgreementTemplate, access: 'admin',
    summary: 'The enrolment agreement template (staff)',
    description: 'Response: { template: { version, text, savedAt } }. Version 0 is the school\'s default, before anyone saved one. Fields: {{family}}, {{children}}, {{class}}, {{start}}, {{tuition}}.',
  })
  async template(): Promise<GetAgreementTemplateResponse> {
    return { template: await this.agreements.template() };
  }

  @Endpoint({
    method: 'PUT', path: AGREEMENT_ROUTES.saveAgreementTemplate, access: 'admin', audit: AGREEMENTS_AUDIT.saveTemplate,
    body: saveAgreementTemplateSchema,
    summary: 'Save the enrolment agreement template (staff)',
    description:
      'Body { text }: saved as a new version, which agreements made from now on are filled from (those made earlier keep their text). A field ' +
      'other than the five is refused by name (400). Response: { template }.',
  })
  async saveTemplate(@CurrentUser() actor: SignedInAccount, @Body() { text }: SaveAgreementTemplate): Promise<SaveAgreementTemplateResponse> {
    return { template: await this.agreements.saveTemplate(text, actor.id) };
  }

  @Endpoint({
    method: 'GET', path: AGREEMENT_ROUTES.getAgreements, access: 'admin',
    summary: 'Enrolment agreements (staff)', description: 'The 200 latest, newest first, each with its signatures. Response: { agreements }.',
  })
  async list(): Promise<GetAgreementsResponse> {
    return { agreements: await this.agreements.list() };
  }

  @Endpoint({
    method: 'GET', path: AGREEMENT_ROUTES.getAgreementPdf, access: 'admin', headers: PRIVATE_HEADERS, produces: ['application/pdf'],
    summary: 'A signed agreement as a PDF (staff)', description: '404 for an unknown agreement; 409 while a signature is missing.',
  })
  async pdf(@Param('id') id: string): Promise<StreamableFile> {
    return pdfFile(await this.agreements.pdfById(id));
  }

  @Endpoint({
    method: 'GET', path: AGREEMENT_ROUTES.getAgreementToSign, access: 'public', headers: PRIVATE_HEADERS,
    summary: 'An agreement to sign (a guardian\'s private link)',
    description: 'Response: { agreement: { guardianName, text, textHash, signatures, completedAt } }. A wrong or guessed token is a 404, as an unknown one.',
  })
  async toSign(@Param('token') token: string): Promise<GetAgreementToSignResponse> {
    return { agreement: await this.agreements.forSigner(token) };
  }

  @Endpoint({
    method: 'POST', path: AGREEMENT_ROUTES.signAgreement, access: 'public', body: signAgreementSchema, status: 200,
    summary: 'Sign an agreement (a guardian\'s private link)',
    description:
      'Body { token, name, textHash }: the name must be the guardian\'s on record (capitals and spaces forgiven; 400 NAME_MISMATCH), the hash the ' +
      'text\'s (409 TEXT_CHANGED); a second signature is 409 ALREADY_SIGNED. The address and browser are kept with it. The last signature ' +
      'enrols the children and mails everyone the signed PDF. Response: { success, message, agreement }.',
  })
  async sign(@Body() input: SignAgreementInput, @Ip() address: string, @Headers('user-agent') userAgent: string | undefined): Promise<SignAgreementResponse> {
    return { success: true, message: AGREEMENT_SUCCESS.signed, agreement: await this.agreements.sign(input, address, userAgent) };
  }

  @Endpoint({
    method: 'GET', path: AGREEMENT_ROUTES.getSignedAgreementPdf, access: 'public', headers: PRIVATE_HEADERS, produces: ['application/pdf'],
    summary: 'The signed agreement as a PDF (a guardian\'s private link)', description: '404 for a wrong link; 409 while a signature is missing.',
  })
  async signedPdf(@Param('token') token: string): Promise<StreamableFile> {
    return pdfFile(await this.agreements.pdfForSigner(token));
  }
}
