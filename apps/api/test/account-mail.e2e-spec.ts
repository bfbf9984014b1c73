import { EntityManager, RequestContext } from '@mikro-orm/core';
import { MAIL_COPY } from '@trailside/domain/mail/mail.messages';
import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import { MailOutboxService } from '../src/common/mail/mail-outbox.service';
import { MailTriggers } from '../src/common/mail/mail-triggers';
import { OutboxMail } from '../src/common/mail/outbox-mail.entity';
import { PostComment } from '../src/comments/comment.entity';
import { MailScheduleService } from '../src/mailing/mail-schedule.service';
import { moveClock, realClock, setClock } from './support/clock';
import { mailsTo, mailTo, type MailTestApp, SCHOOL_URL, startMailTestApp, tokenIn, unsubscribeUrlOf, verifiedFamily } from './support/family-mail';
import { ADMIN, bearer, logIn, signUp } from './support/test-app';

/** Mail to an account holder about their own writing, and to staff about the school's inbox. */
describe('mail about what concerns one person', () => {
  let app: MailTestApp;
  let admin: Record<string, string>;
  let blogId: string;
  const http = () => app.test.http();

  async function settled(): Promise<void> {
    await app.test.app.get(MailScheduleService).check();
    await app.test.app.get(MailOutboxService).retryDue();
  }

  const comment = async (family: AuthResponse, text: string, parentDocPath = `blogs/${blogId}`) =>
    (await http().post('/api/comments').set(bearer(family.token)).send({ comment: text, parentDocPath }).expect(201)).body.comment as { id: string; docPath: string };
  const approve = (id: string) => http().put('/api/comments').set(admin).send({ id, approved: true }).expect(200);
  const subjects = (email: string) => mailsTo(app.smtp, email).map((mail) => mail.subject);

  beforeAll(async () => {
    setClock(new Date('2027-01-12T14:00:00Z'));
    app = await startMailTestApp();
    admin = bearer(await logIn(app.test, ADMIN.email, ADMIN.password));
    blogId = (await http().post('/api/blogs').set(admin).send({ title: 'The science fair', text: 'Forty projects and one very patient volcano.' }).expect(201)).body.blog.id;
  });
  afterAll(async () => {
    await app.close();
    realClock();
  });

  it('should tell the author of an approved comment, and the author of the comment it answers, and nobody else', async () => {
    const amara = await verifiedFamily(app, { fname: 'Amara' });
    const bo = await verifiedFamily(app, { fname: 'Bo' });
    const cleo = await verifiedFamily(app, { fname: 'Cleo' });
    const question = await comment(amara, 'Will the projects stay up until Friday?');
    await comment(cleo, 'The volcano was the best part.');
    await approve(question.id);
    const approval = await mailTo(app.smtp, amara.user.email, 2);
    expect(approval.subject).toBe(MAIL_COPY.commentApproved.subject);
    expect(approval.text).toContain(MAIL_COPY.commentApproved.body('The science fair'));
    expect(approval.text).toContain(`${SCHOOL_URL}/blog-details?id=${blogId}`);
    expect(unsubscribeUrlOf(approval).searchParams.get('topic')).toBe('approvals');

    const answer = await comment(bo, 'Yes, until Friday at three.', question.docPath);
    await approve(answer.id);
    const reply = await mailTo(app.smtp, amara.user.email, 3);
    expect(reply.subject).toBe(MAIL_COPY.commentReply.subject(bo.user.fname + ' ' + bo.user.lname));
    expect(reply.text).toContain('> Yes, until Friday at three.');
    await mailTo(app.smtp, bo.user.email, 2);
    await settled();
    // Bo hears his reply was approved, Amara of the reply; Cleo, whose comment nobody approved, hears nothing.
    expect(subjects(bo.user.email)).toEqual([MAIL_COPY.verifyEmail.subject, MAIL_COPY.commentApproved.subject]);
    expect(subjects(cleo.user.email)).toEqual([MAIL_COPY.verifyEmail.subject]);
    // Approving again (after taking it back) mails nothing more.
    await http().put('/api/comments').set(admin).send({ id: question.id, approved: false }).expect(200);
    await approve(question.id);
    await settled();
    expect(subjects(amara.user.email)).toHaveLength(3);
  });

  it("should store an approval's mails with the approval itself, never ahead of it (the outbox would find the comment not approved)", async () => {
    const gus = await verifiedFamily(app, { fname: 'Gus' });
    const hana = await verifiedFamily(app, { fname: 'Hana' });
    const question = await comment(gus, 'Is the garden open on Saturday?');
    await approve(question.id);
    const answer = await comment(hana, 'From nine until noon.', question.docPath);
    const stored = () => app.test.app.get(EntityManager).fork().count(OutboxMail, { refId: answer.id });

    // As a request approving it does (CommentsService.update): the mails are added, then the approval is flushed.
    const em = app.test.app.get(EntityManager).fork();
    await RequestContext.create(em, async () => {
      const record = await em.findOneOrFail(PostComment, { id: answer.id });
      await app.test.app.get(MailTriggers).fire(em, { type: 'comments-approved', comments: [record] });
      // Hana's approval and Gus's reply notice wait in the unit of work, for the flush that approves the comment.
      expect(await stored()).toBe(0);
      record.approved = true;
      await em.flush();
    });
    expect(await stored()).toBe(2);
    await mailTo(app.smtp, hana.user.email, 2);
  });

  it('should keep quiet for an address not verified, and for whoever switched a kind off', async () => {
    const dara = await signUp(app.test, { fname: 'Dara' });
    const unverified = await comment(dara, 'Can we visit on Saturday?');
    await approve(unverified.id);

    const eli = await verifiedFamily(app, { fname: 'Eli' });
    const own = await comment(eli, 'Thank you to every judge.');
    await approve(own.id);
    const approval = await mailTo(app.smtp, eli.user.email, 2);
    // Eli turns off replies from the mail's own link, no password.
    const token = tokenIn(approval, '/mail-preferences');
    await http().put('/api/mail-preferences').send({ token, account: { replies: false } }).expect(200);
    const answer = await comment(await verifiedFamily(app, { fname: 'Fay' }), 'Seconded!', own.docPath);
    await approve(answer.id);
    await settled();
    expect(subjects(eli.user.email)).toEqual([MAIL_COPY.verifyEmail.subject, MAIL_COPY.commentApproved.subject]);
    expect(subjects(dara.user.email)).toEqual([MAIL_COPY.verifyEmail.subject]);
  });

  it('should tell the author of a testimonial approved in the console, once', async () => {
    const gus = await verifiedFamily(app, { fname: 'Gus' });
    const kind = (await http().post('/api/testimonials').set(bearer(gus.token)).send({ text: 'Our son runs to school every morning.' }).expect(201)).body.testimonial;
    await http().post('/api/moderation').set(admin).send({ action: 'approve', items: [{ kind: 'testimonial', id: kind.id }] }).expect(200);
    const mail = await mailTo(app.smtp, gus.user.email, 2);
    expect(mail.subject).toBe(MAIL_COPY.testimonialApproved.subject);
    expect(mail.text).toContain('> Our son runs to school every morning.');
  });

  it('should mail staff who asked for it while items wait, at most once an hour, and each new enquiry', async () => {
    // A family may not ask for the staff's mails.
    const hana = await verifiedFamily(app, { fname: 'Hana' });
    await http().put('/api/mail-preferences/me').set(bearer(hana.token)).send({ account: { itemsWaiting: true } }).expect(403);
    // A comment waits (as may others from the tests before): the mail made once the admin opts in names it.
    await comment(hana, 'Where do we sign up to help?');

    // The first admin verifies the address (a test letter would ask them to), then opts in.
    await http().post('/api/auth/verify-email/resend').set(admin).expect(200);
    await http().post('/api/auth/verify-email').send({ token: tokenIn(await mailTo(app.smtp, ADMIN.email), '/verify-email') }).expect(200);
    const switched = await http().put('/api/mail-preferences/me').set(admin).send({ account: { itemsWaiting: true, newEnquiry: true } }).expect(200);
    expect(switched.body.preferences.account).toEqual({ replies: true, approvals: true, itemsWaiting: true, newEnquiry: true });
    const waiting = await mailTo(app.smtp, ADMIN.email, 2);
    expect(waiting.subject).toMatch(/^\d+ items? waits? for approval$/);
    expect(waiting.text).toContain('Where do we sign up to help?');
    expect(unsubscribeUrlOf(waiting).searchParams.get('topic')).toBe('itemsWaiting');

    await comment(hana, 'Also: is there parking?');
    moveClock(59 * 60_000);
    await settled();
    expect(subjects(ADMIN.email).filter((subject) => subject.includes('for approval'))).toHaveLength(1);
    moveClock(61_000);
    const again = await mailTo(app.smtp, ADMIN.email, 3);
    expect(again.subject).toMatch(/for approval$/);
    expect(again.text).toContain('Also: is there parking?');

    await http().post('/api/sendMessage').send({ name: 'Iris Vega', email: 'iris@example.com', phone: '(555) 014-3333', message: 'Do you have room in Primary?' }).expect(201);
    const enquiry = await mailTo(app.smtp, ADMIN.email, 4);
    expect(enquiry.subject).toBe(MAIL_COPY.newEnquiry.subject('Iris Vega'));
    expect(enquiry.headers['reply-to']).toBe('iris@example.com');
    expect(enquiry.text).toContain('> Do you have room in Primary?');
    // The office's own copy to the school's address goes as before.
    expect(mailsTo(app.smtp, 'hello@trailside-montessori.example').map((mail) => mail.subject)).toEqual(['Website enquiry from Iris Vega']);
    // Nobody but the staff member who asked got it.
    expect(app.smtp.mails.filter((mail) => parseSubject(mail.raw) === MAIL_COPY.newEnquiry.subject('Iris Vega')).map((mail) => mail.to)).toEqual([[ADMIN.email]]);
  });
});

const parseSubject = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1];
