import { Body, Controller, Param, Query, StreamableFile, UploadedFiles } from '@nestjs/common';
import { type ApiBodyOptions, ApiTags } from '@nestjs/swagger';
import {
  type AddApplicationNoteResponse,
  APPLICATION_ROUTES,
  type ApplyResponse,
  type GetApplicationResponse,
  type GetApplicationsResponse,
  type OpenApplicationResponse,
} from '@trailside/domain/admissions/applications.contract';
import { APPLICATION_TEXTS } from '@trailside/domain/admissions/applications.messages';
import { MAX_APPLICATION_CHILDREN, MAX_APPLICATION_DOCUMENTS, MAX_DOCUMENT_BYTES } from '@trailside/domain/admissions/applications.rules';
import {
  type ApplicationLink,
  applicationLinkSchema,
  type ApplicationNote,
  applicationNoteSchema,
  type ApplicationsQuery,
  applicationsQuerySchema,
  APPLICATIONS_PAGE_SIZE,
  type Apply,
  applySchema,
} from '@trailside/domain/admissions/applications.schema';
import { UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY } from '@trailside/domain/mail/mail-sending.rules';
import { actorOf } from '../../audit/audit.service';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import { queryParams } from '../../common/validation/query-params';
import type { UserAccount } from '../../identity/people/user-account.entity';
import { APPLICATIONS_AUDIT } from './applications.audit';
import { ApplicationsService } from './applications.service';

const APPLY_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['payload'],
    properties: {
      payload: {
        type: 'string',
        description:
          'JSON of { guardian: { name, email, phone }, secondGuardian?: { name, email, phone }, children: [{ firstName, lastName, dateOfBirth ' +
          `(YYYY-MM-DD), level (primary, secondary, middle), startTerm (YYYY-MM), previousSchool? }] (1-${MAX_APPLICATION_CHILDREN}), note?, altcha? }`,
      },
      documents: { type: 'array', items: { type: 'string', format: 'binary' }, description: `0 to ${MAX_APPLICATION_DOCUMENTS} PDFs or PNG/JPEG pictures.` },
    },
  },
};

@ApiTags('admissions')
@Controller()
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Endpoint({
    method: 'POST', path: APPLICATION_ROUTES.apply, access: 'public', rateLimit: 'enquiries',
    body: { schema: applySchema, doc: APPLY_BODY }, upload: { pictures: 'documents', max: MAX_APPLICATION_DOCUMENTS },
    summary: 'Apply online (anyone)',
    description:
      'Multipart (spec section 7): the fields as JSON in `payload`, and up to three `documents`, each a PDF, PNG or JPEG by its own bytes ' +
      `(415 otherwise) and at most ${MAX_DOCUMENT_BYTES / 1_000_000} MB (413); a refusal stores nothing. A visitor sends altcha, a solved captcha ` +
      "(400 CAPTCHA_REQUIRED without it); a signed-in guardian need not. The application waits until the guardian opens the private link " +
      `mailed to them (it counts towards the ${UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY} mails a day an address may get without asking); a signed-in ` +
      "guardian applying with their account's verified address is complete at once. Response 201: { success, message, verified }.",
  })
  async apply(@Body() input: Apply, @UploadedFiles() documents: Express.Multer.File[] = [], @CurrentUser() user: UserAccount | null): Promise<ApplyResponse> {
    const { verified } = await this.applications.apply(input, documents, user);
    return { success: true, message: verified ? APPLICATION_TEXTS.receivedVerified : APPLICATION_TEXTS.received, verified };
  }

  @Endpoint({
    method: 'POST', path: APPLICATION_ROUTES.openApplication, access: 'public', body: applicationLinkSchema, status: 200,
    summary: "An application's status by its private link (anyone with the link)",
    description:
      "Body { token } from the mailed link. The first opening confirms the guardian's address and completes the application (each child " +
      'moves to applied); every opening answers { application: { createdAt, completedAt, children: [{ studentId, firstName, level, startTerm, stage, waitingPlace }] }, ' +
      'message }. A wrong or guessed token is 404, as for an application that is not there.',
  })
  async open(@Body() { token }: ApplicationLink): Promise<OpenApplicationResponse> {
    const { status, confirmed } = await this.applications.open(token);
    return { application: status, message: confirmed ? APPLICATION_TEXTS.confirmed : APPLICATION_TEXTS.status };
  }

  @Endpoint({
    method: 'GET', path: APPLICATION_ROUTES.getApplications, access: 'admin',
    query: queryParams(applicationsQuerySchema, {
      level: 'Only applications with a child for this level: primary, secondary or middle.',
      startTerm: 'Only applications with a child starting this month, YYYY-MM.',
      limit: `How many, 1-100; ${APPLICATIONS_PAGE_SIZE} when not given.`,
      offset: 'How many of the newest to pass over first; 0 when not given.',
    }),
    summary: 'A page of the completed applications, newest first (staff)',
    description: 'Only applications whose guardian confirmed their address. Response: { applications, total }.',
  })
  async list(@Query() query: ApplicationsQuery): Promise<GetApplicationsResponse> {
    return this.applications.list(query);
  }

  @Endpoint({
    method: 'GET', path: APPLICATION_ROUTES.getApplication, access: 'admin',
    summary: 'One completed application (staff)',
    description: 'Its guardians, children with their stage now, previous schools, note, documents and the family timeline. Response: { application }.',
  })
  async get(@Param('id') id: string): Promise<GetApplicationResponse> {
    return { application: await this.applications.detail(id) };
  }

  @Endpoint({
    method: 'POST', path: APPLICATION_ROUTES.addApplicationNote, access: 'admin', body: applicationNoteSchema, audit: APPLICATIONS_AUDIT.addNote,
    summary: "Add a note to an application's family timeline (staff)",
    description: 'Body { text } (up to 2,000 characters). Response: { application } with the note on its timeline.',
  })
  async addNote(@Param('id') id: string, @Body() { text }: ApplicationNote, @CurrentUser() user: UserAccount): Promise<AddApplicationNoteResponse> {
    return { application: await this.applications.addNote(id, text, actorOf(user)) };
  }

  @Endpoint({
    method: 'GET', path: APPLICATION_ROUTES.downloadApplicationDocument, access: 'admin', headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
    produces: ['application/pdf', 'image/png', 'image/jpeg'],
    summary: "An application's document (staff)",
    description: 'The stored file as the family sent it, as an attachment (never shown in the page), from the path the API stored.',
  })
  async document(@Param('id') id: string): Promise<StreamableFile> {
    const { document, data } = await this.applications.document(id);
    return new StreamableFile(data, {
      type: document.contentType,
      length: data.length,
      disposition: `attachment; filename="${document.name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
    });
  }
}
