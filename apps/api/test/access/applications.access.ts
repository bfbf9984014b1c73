import { pdfDocument } from '@trailside/testing/documents';
import { startTermsFrom } from '@trailside/domain/admissions/admissions.types';
import { ApplicationDocumentRecord, ApplicationRecord } from '../../src/admissions/applications/application.entity';
import { hashOfPrivateLink } from '../../src/admissions/families/families.service';
import { solvedCaptcha } from '../support/captcha';
import { freshEm } from '../support/database';
import { until } from '../support/until';
import { OutboxMail } from '../../src/common/mail/outbox-mail.entity';
import { type AccessContext, type AccessRow, allRoles } from './access-matrix';

const STAFF_ONLY = (success: number) => ({ anonymous: 401, general: 403, owner: 403, admin: success, god: success });

const fields = () => ({
  guardian: { name: 'Grace Okafor', email: `grace.${Date.now()}.${Math.random()}@families.example`, phone: '555-0101' },
  children: [{ firstName: 'Ada', lastName: 'Okafor', dateOfBirth: `${new Date().getUTCFullYear() - 6}-04-23`, level: 'primary', startTerm: startTermsFrom(new Date().toISOString().slice(0, 10))[1] }],
});

/**
 * A completed application with one document, and a private link to it that the row knows: made as a visitor applies,
 * then, once its mail has gone (its making sets the link), completed and given a known link in the database (the
 * suite has no mailbox to read the mailed one from).
 */
async function completedApplication({ http, test }: AccessContext): Promise<{ id: string; documentId: string; secret: string }> {
  await http()
    .post('/api/applications')
    .field('payload', JSON.stringify({ ...fields(), altcha: await solvedCaptcha(test) }))
    .attach('documents', pdfDocument(), { filename: 'report.pdf', contentType: 'application/pdf' })
    .expect(201);
  const em = freshEm(test);
  const [application] = await em.find(ApplicationRecord, {}, { orderBy: { createdAt: 'desc' }, limit: 1 });
  await until('the link mailed', async () => (await freshEm(test).count(OutboxMail, { kind: 'application-link', refId: application.id, sentAt: { $ne: null } })) === 1);
  const secret = `access-${application.id}`;
  await em.nativeUpdate(ApplicationRecord, { id: application.id }, { completedAt: new Date(), linkHash: hashOfPrivateLink(secret) });
  const document = await em.findOneOrFail(ApplicationDocumentRecord, { applicationId: application.id });
  return { id: application.id, documentId: document.id, secret };
}

export const rows: AccessRow[] = [
  {
    route: 'POST /api/applications',
    call: async ({ http, auth, test }, role) =>
      http()
        .post('/api/applications')
        .set(auth(role))
        .field('payload', JSON.stringify({ ...fields(), altcha: await solvedCaptcha(test) })),
    expect: allRoles(201),
  },
  {
    route: 'POST /api/applications/status',
    call: async (context, role) => context.http().post('/api/applications/status').set(context.auth(role)).send({ token: (await completedApplication(context)).secret }),
    expect: allRoles(200),
  },
  { route: 'GET /api/applications', call: ({ http, auth }, role) => http().get('/api/applications').set(auth(role)), expect: STAFF_ONLY(200) },
  {
    route: 'GET /api/applications/:id',
    call: async (context, role) => context.http().get(`/api/applications/${(await completedApplication(context)).id}`).set(context.auth(role)),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/applications/:id/notes',
    call: async (context, role) =>
      context.http().post(`/api/applications/${(await completedApplication(context)).id}/notes`).set(context.auth(role)).send({ text: 'Called the family.' }),
    expect: STAFF_ONLY(201),
  },
  {
    route: 'GET /api/applications/documents/:id',
    call: async (context, role) => context.http().get(`/api/applications/documents/${(await completedApplication(context)).documentId}`).set(context.auth(role)),
    expect: STAFF_ONLY(200),
  },
];
