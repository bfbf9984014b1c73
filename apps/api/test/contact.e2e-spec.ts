import { createApiClient } from '@trailside/domain/api/client';
import { getEnquiries, sendFaqContact, sendMessage, updateEnquiry } from '@trailside/domain/contact/contact.client';
import { CONTACT_SUCCESS, ENQUIRY_TEXTS } from '@trailside/domain/contact/contact.messages';
import { getSiteSettings, updateSiteSettings } from '@trailside/domain/settings/site-settings.client';
import { createShortUrl, getShortUrls } from '@trailside/domain/short-urls/short-urls.client';
import { CONTACT_MESSAGES, ENQUIRIES_PAGE_SIZE, ENQUIRY_LIST_MESSAGES, ENQUIRY_UPDATE_MESSAGES, MAX_ENQUIRIES_LIMIT } from '@trailside/domain/contact/contact.schema';
import type { Enquiry as EnquiryView } from '@trailside/domain/contact/enquiry.types';
import { DEFAULT_SITE_SETTINGS } from '@trailside/domain/settings/site-settings.types';
import { SHORT_URL_MESSAGES } from '@trailside/domain/short-urls/short-url.messages';
import { FIELD_MESSAGES } from '@trailside/domain/validation/field-messages';
import { type AddressInfo, connect, createServer } from 'node:net';
import { listRoutes } from '../src/common/access/route-policies';
import { ContactService } from '../src/contact/contact.service';
import { SERVER_TIME_ZONE } from '../src/settings/settings.service';
import { Enquiry } from '../src/contact/enquiry.entity';
import { ShortLink } from '../src/short-urls/short-link.entity';
import { solvedCaptcha } from './support/captcha';
import { countRows, freshEm } from './support/database';
import { decodedBody, mailTo, startSmtpServer, type TestSmtp } from './support/smtp';
import { ADMIN, bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';

/** A fresh install's settings: CONTENT.md's identity, in the server's own time zone. */
const FRESH_SETTINGS = { ...DEFAULT_SITE_SETTINGS, timeZone: SERVER_TIME_ZONE };

const rosa = { name: 'Rosa Alvarez', email: 'Rosa@Example.com', phone: '(555) 014-1111', message: 'Is there room for our 9-year-old in the fall?' };

describe('contact, settings and short links', () => {
  let smtp: TestSmtp;
  let test: TestApp;
  let admin: Record<string, string>;
  let family: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    test = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://trailside.example' });
    admin = bearer(await logIn(test, ADMIN.email, ADMIN.password));
    family = bearer((await signUp(test)).token);
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });

  const enquiries = async () => (await test.http().get('/api/enquiries').set(admin).expect(200)).body.enquiries as EnquiryView[];

  describe('POST /api/sendMessage', () => {
    it("should store the enquiry and mail it to the school's address with every field", async () => {
      const since = smtp.mails.length;
      const response = await test.http().post('/api/sendMessage').send(rosa).expect(201);

      expect(response.body).toEqual({ success: true, message: CONTACT_SUCCESS.sent, mailed: true, enquiryId: expect.any(String) });
      // The office's copy (a family signed up above may be sent the link to verify their address meanwhile).
      const mail = await smtp.nextMail(since, mailTo(DEFAULT_SITE_SETTINGS.email));
      expect(mail.to).toEqual([DEFAULT_SITE_SETTINGS.email]);
      const body = decodedBody(mail);
      for (const text of ['Rosa Alvarez', 'rosa@example.com', '(555) 014-1111', 'Is there room for our 9-year-old in the fall?']) expect(body).toContain(text);
      expect(body).toMatch(/Reply-To: rosa@example.com/i);
      expect((await enquiries())[0]).toMatchObject({ id: response.body.enquiryId, source: 'contact', handled: false, mailed: true, email: 'rosa@example.com' });
    });

    it('should mail the address the settings name, once an admin changes it', async () => {
      await test.http().put('/api/settings').set(admin).send({ email: 'office@trailside.example' }).expect(200);
      const since = smtp.mails.length;
      await test.http().post('/api/sendMessage').send(rosa).expect(201);
      expect((await smtp.nextMail(since, mailTo('office@trailside.example'))).to).toEqual(['office@trailside.example']);
      await test.http().put('/api/settings').set(admin).send({ email: DEFAULT_SITE_SETTINGS.email }).expect(200);
    });

    it('should keep script text as text, in the enquiry and escaped in the HTML mail', async () => {
      const since = smtp.mails.length;
      const message = '<script>alert("hi")</script> & see you soon';
      const { body } = await test.http().post('/api/sendMessage').send({ ...rosa, message }).expect(201);
      expect((await enquiries()).find((enquiry) => enquiry.id === body.enquiryId)?.message).toBe(message);
      const raw = decodedBody(await smtp.nextMail(since, mailTo(DEFAULT_SITE_SETTINGS.email)));
      expect(raw).toContain('&#60;script&#62;');
      expect(raw).not.toMatch(/<pre[^>]*><script>/);
    });

    it.each([
      [{ ...rosa, name: '' }, CONTACT_MESSAGES.name],
      [{ ...rosa, email: undefined }, CONTACT_MESSAGES.email],
      [{ ...rosa, email: 'rosa' }, FIELD_MESSAGES.emailFormat],
      [{ ...rosa, phone: '   ' }, CONTACT_MESSAGES.phone],
      [{ ...rosa, message: 42 }, CONTACT_MESSAGES.message],
    ])('should refuse %p with 400 %p and store nothing', async (body, message) => {
      const before = await countRows(test, Enquiry);
      const response = await test.http().post('/api/sendMessage').send(body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(await countRows(test, Enquiry)).toBe(before);
    });
  });

  describe('the FAQ form with its captcha', () => {
    const faqForm = async () => ({ ...rosa, action: 'Contact', altcha: await solvedCaptcha(test) });

    it('should serve a signed challenge the altcha widget can solve', async () => {
      const response = await test.http().get('/api/captcha').expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256', nonce: expect.any(String) }, signature: expect.any(String) });
    });

    it('should accept a solved captcha, store the enquiry from the faq and mail it', async () => {
      const since = smtp.mails.length;
      const response = await test.http().post('/api/contact').send(await faqForm()).expect(201);
      expect(response.body).toMatchObject({ success: true, message: CONTACT_SUCCESS.sent, mailed: true });
      expect(decodedBody(await smtp.nextMail(since, mailTo(DEFAULT_SITE_SETTINGS.email)))).toContain('the FAQ page');
      expect((await enquiries())[0]).toMatchObject({ id: response.body.enquiryId, source: 'faq' });
    });

    it('should accept the same form posted as a plain HTML form', async () => {
      await test.http().post('/api/contact').type('form').send(await faqForm()).expect(201);
    });

    it('should refuse a solution used a second time', async () => {
      const form = await faqForm();
      await test.http().post('/api/contact').send(form).expect(201);
      const before = await countRows(test, Enquiry);
      const replay = await test.http().post('/api/contact').send(form).expect(400);
      expect(replay.body.code).toBe('CAPTCHA_USED');
      expect(replay.body.message).toContain('Please complete the Captcha');
      expect(await countRows(test, Enquiry)).toBe(before);
    });

    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['not a payload', 'hello'],
    ])('should refuse a %s captcha with "Please complete the Captcha."', async (_case, altcha) => {
      const before = await countRows(test, Enquiry);
      const response = await test.http().post('/api/contact').send({ ...rosa, action: 'Contact', altcha }).expect(400);
      expect(response.body.message).toBe(CONTACT_MESSAGES.captcha);
      expect(await countRows(test, Enquiry)).toBe(before);
    });

    it('should refuse a solution with a wrong answer or a forged challenge', async () => {
      const payload = JSON.parse(Buffer.from(await solvedCaptcha(test), 'base64').toString());
      const wrongAnswer = { ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1 } };
      const forged = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } } };
      for (const bad of [wrongAnswer, forged]) {
        const altcha = Buffer.from(JSON.stringify(bad)).toString('base64');
        const response = await test.http().post('/api/contact').send({ ...rosa, action: 'Contact', altcha }).expect(400);
        expect(response.body.message).toBe(CONTACT_MESSAGES.captcha);
      }
    });

    it('should refuse a form without the hidden action Contact', async () => {
      const response = await test.http().post('/api/contact').send({ ...(await faqForm()), action: 'Subscribe' }).expect(400);
      expect(response.body.message).toBe(CONTACT_MESSAGES.action);
    });
  });

  describe('enquiries for staff', () => {
    it('should list them newest first and let an admin mark one handled', async () => {
      const first = (await test.http().post('/api/sendMessage').send({ ...rosa, name: 'First Family' }).expect(201)).body.enquiryId;
      const second = (await test.http().post('/api/sendMessage').send({ ...rosa, name: 'Second Family' }).expect(201)).body.enquiryId;
      const ids = (await enquiries()).map((enquiry) => enquiry.id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));

      const updated = await test.http().put('/api/enquiries').set(admin).send({ id: first, handled: true }).expect(200);
      expect(updated.body.enquiry).toMatchObject({ id: first, handled: true, createdAt: { seconds: expect.any(Number) } });
    });

    it('should start unread, remember who opened it, and count a handled one as read', async () => {
      const id = (await test.http().post('/api/sendMessage').send({ ...rosa, name: 'Reading Family' }).expect(201)).body.enquiryId;
      const stored = async () => (await enquiries()).find((enquiry) => enquiry.id === id);
      expect(await stored()).toMatchObject({ read: false, handled: false });

      await test.http().put('/api/enquiries').set(admin).send({ id, read: true }).expect(200);
      expect(await stored()).toMatchObject({ read: true, handled: false });

      await test.http().put('/api/enquiries').set(admin).send({ id, read: false }).expect(200);
      const handled = await test.http().put('/api/enquiries').set(admin).send({ id, handled: true }).expect(200);
      expect(handled.body.enquiry).toMatchObject({ read: true, handled: true });
      expect(await stored()).toMatchObject({ read: true, handled: true });
    });

    it('should find them by any word of name, e-mail, phone or message, and list only those waiting when asked', async () => {
      const tag = `q${Date.now()}`;
      const send = async (fields: Partial<typeof rosa>) => (await test.http().post('/api/sendMessage').send({ ...rosa, ...fields }).expect(201)).body.enquiryId as string;
      const byName = await send({ name: `Ana ${tag}` });
      const byMessage = await send({ name: 'Ben Okafor', message: `About the 100% ${tag.toUpperCase()} trip` });
      const handled = await send({ name: 'Cleo Park', email: `${tag}@example.com` });
      await test.http().put('/api/enquiries').set(admin).send({ id: handled, handled: true }).expect(200);
      const list = async (query: Record<string, string>) => (await test.http().get('/api/enquiries').query(query).set(admin).expect(200)).body;

      const found = await list({ q: tag });
      expect(found.enquiries.map((enquiry: EnquiryView) => enquiry.id)).toEqual([handled, byMessage, byName]);
      expect({ total: found.total, unread: found.unread }).toEqual({ total: 3, unread: 2 });
      // A % is looked for as itself, not as "anything".
      expect((await list({ q: `100% ${tag}` })).enquiries.map((enquiry: EnquiryView) => enquiry.id)).toEqual([byMessage]);
      expect((await list({ q: `100%${tag}` })).total).toBe(0);

      const waiting = await list({ q: tag, waiting: 'true' });
      expect(waiting.enquiries.map((enquiry: EnquiryView) => enquiry.id)).toEqual([byMessage, byName]);
      expect({ total: waiting.total, unread: waiting.unread }).toEqual({ total: 2, unread: 2 });
      expect((await list({ q: tag, waiting: 'false' })).total).toBe(3);
      // Everything, with no search.
      expect((await list({ waiting: 'true' })).enquiries.every((enquiry: EnquiryView) => !enquiry.handled)).toBe(true);

      const refused = await test.http().get('/api/enquiries').query({ waiting: 'yes' }).set(admin).expect(400);
      expect(refused.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: ENQUIRY_LIST_MESSAGES.waiting });
      expect((await test.http().get('/api/enquiries').query({ q: 'x'.repeat(201) }).set(admin).expect(400)).body.message).toBe(ENQUIRY_LIST_MESSAGES.search);
    });

    it('should refuse a family, a bad body and an unknown id', async () => {
      await test.http().get('/api/enquiries').set(family).expect(403);
      expect((await test.http().put('/api/enquiries').set(admin).send({ id: 'x', handled: 'yes' }).expect(400)).body.message).toMatch(/handled/);
      expect((await test.http().put('/api/enquiries').set(admin).send({ id: 'x', read: 1 }).expect(400)).body.message).toBe(ENQUIRY_UPDATE_MESSAGES.read);
      expect((await test.http().put('/api/enquiries').set(admin).send({ id: 'x' }).expect(400)).body.message).toBe(ENQUIRY_UPDATE_MESSAGES.nothingToChange);
      await test.http().put('/api/enquiries').set(admin).send({ id: 'no-such-id', handled: true }).expect(404);
    });
  });

  describe('site settings', () => {
    it("should start with the school's identity", async () => {
      const response = await test.http().get('/api/settings').expect(200);
      expect(response.body).toEqual({ settings: FRESH_SETTINGS });
    });

    it('should let an admin change some settings and clear optional ones', async () => {
      const changed = await test
        .http()
        .put('/api/settings')
        .set(admin)
        .send({ storeUrl: 'https://shop.example/trailside', introVideoId: 'M7lc1UVf-VE', hours: '8:15am-3:30pm' })
        .expect(200);
      expect(changed.body.settings).toEqual({ ...FRESH_SETTINGS, storeUrl: 'https://shop.example/trailside', introVideoId: 'M7lc1UVf-VE', hours: '8:15am-3:30pm' });
      expect((await test.http().get('/api/settings').expect(200)).body.settings.hours).toBe('8:15am-3:30pm');

      const cleared = await test.http().put('/api/settings').set(admin).send({ storeUrl: '', introVideoId: null, hours: DEFAULT_SITE_SETTINGS.hours }).expect(200);
      expect(cleared.body.settings).toEqual(FRESH_SETTINGS);
    });

    it.each([
      [{ storeUrl: 'javascript:alert(1)' }, /http:\/\/ or https:\/\//],
      [{ introVideoId: 'short' }, /11 characters/],
      [{ schoolName: '' }, /school name/],
      [{}, /at least one/],
    ])('should refuse %p with 400 and change nothing', async (body, message) => {
      const response = await test.http().put('/api/settings').set(admin).send(body).expect(400);
      expect(response.body.message).toMatch(message);
      expect((await test.http().get('/api/settings').expect(200)).body.settings).toEqual(FRESH_SETTINGS);
    });

    it("should take the school's time zone by its IANA name, and go back to the server's when it is cleared", async () => {
      expect((await test.http().put('/api/settings').set(admin).send({ timeZone: 'America/Chicago' }).expect(200)).body.settings.timeZone).toBe('America/Chicago');
      const refused = await test.http().put('/api/settings').set(admin).send({ timeZone: 'Central Time' }).expect(400);
      expect(refused.body.message).toBe('Please choose a time zone by its name, like America/Chicago');
      expect((await test.http().put('/api/settings').set(admin).send({ timeZone: '' }).expect(200)).body.settings.timeZone).toBe(SERVER_TIME_ZONE);
    });

    it('should keep script text as text', async () => {
      const schoolName = '<script>alert(1)</script> Montessori';
      expect((await test.http().put('/api/settings').set(admin).send({ schoolName }).expect(200)).body.settings.schoolName).toBe(schoolName);
      await test.http().put('/api/settings').set(admin).send({ schoolName: DEFAULT_SITE_SETTINGS.schoolName }).expect(200);
    });
  });

  describe('short links', () => {
    it('should make a short link on PUBLIC_URL that redirects and counts clicks', async () => {
      const made = await test.http().post('/api/url').set(admin).send({ url: 'https://trailside-montessori.example/spring-concert' }).expect(201);
      expect(made.body).toEqual({
        origUrl: 'https://trailside-montessori.example/spring-concert',
        shortUrl: expect.stringMatching(/^https:\/\/trailside\.example\/s\/[0-9A-Za-z]{7}$/),
        clicks: 0,
        code: expect.stringMatching(/^[0-9A-Za-z]{7}$/),
        createdAt: { seconds: expect.any(Number) },
      });
      const path = new URL(made.body.shortUrl).pathname;
      for (let click = 0; click < 2; click += 1) {
        const response = await test.http().get(path).expect(302);
        expect(response.headers.location).toBe('https://trailside-montessori.example/spring-concert');
      }
      const all = (await test.http().get('/api/all').set(admin).expect(200)).body.data;
      expect(all.find((link: { code: string }) => link.code === made.body.code)).toMatchObject({ clicks: 2 });
    });

    it('should answer the same short link for the same address', async () => {
      const url = 'https://trailside-montessori.example/garden';
      const first = await test.http().post('/api/url').set(admin).send({ url }).expect(201);
      const again = await test.http().post('/api/url').set(admin).send({ url }).expect(201);
      expect(again.body.shortUrl).toBe(first.body.shortUrl);
    });

    it('should send an unknown code to the 404 page', async () => {
      expect((await test.http().get('/s/Zz9Zz9Zz').expect(302)).headers.location).toBe('/error-404');
      expect((await test.http().get('/s/not-a-code!').expect(302)).headers.location).toBe('/error-404');
    });

    it.each([
      [{ url: 'javascript:alert(document.cookie)' }, SHORT_URL_MESSAGES.notHttp],
      [{ url: 'data:text/html,<script>alert(1)</script>' }, SHORT_URL_MESSAGES.notHttp],
      [{ url: '' }, SHORT_URL_MESSAGES.emptyInput],
      [{}, SHORT_URL_MESSAGES.emptyInput],
    ])('should refuse %p with 400 %p and store nothing', async (body, message) => {
      const before = await countRows(test, ShortLink);
      expect((await test.http().post('/api/url').set(admin).send(body).expect(400)).body.message).toBe(message);
      expect(await countRows(test, ShortLink)).toBe(before);
    });

    it('should be listed by the route walk at the path it answers on, outside /api', async () => {
      const paths = listRoutes(test.app).map((route) => `${route.method} ${route.path}`);
      expect(paths).toEqual(expect.arrayContaining(['GET /s/:code', 'POST /api/url', 'GET /api/all']));
      expect(paths).not.toContain('GET /api/s/:code');
      await test.http().get('/api/s/abcdefg').expect(404);
    });
  });

  describe('the domain client', () => {
    it('should send both forms, manage enquiries, settings and short links', async () => {
      let token: string | undefined;
      const api = createApiClient({ baseUrl: test.url, getToken: () => token });
      await expect(sendMessage(api, rosa)).resolves.toMatchObject({ success: true, message: CONTACT_SUCCESS.sent });
      const faq = await sendFaqContact(api, { ...rosa, action: 'Contact', altcha: await solvedCaptcha(test) });
      await expect(sendFaqContact(api, { ...rosa, action: 'Contact', altcha: '' })).rejects.toMatchObject({ statusCode: 400, message: CONTACT_MESSAGES.captcha });
      await expect(getSiteSettings(api)).resolves.toEqual({ settings: FRESH_SETTINGS });

      token = await logIn(test, ADMIN.email, ADMIN.password);
      expect((await getEnquiries(api)).enquiries[0]).toMatchObject({ id: faq.enquiryId, source: 'faq' });
      await expect(updateEnquiry(api, { id: faq.enquiryId, read: true })).resolves.toMatchObject({ enquiry: { read: true, handled: false } });
      await expect(updateEnquiry(api, { id: faq.enquiryId, handled: true })).resolves.toMatchObject({ enquiry: { handled: true } });
      await expect(updateSiteSettings(api, { introVideoId: 'M7lc1UVf-VE' })).resolves.toMatchObject({ settings: { introVideoId: 'M7lc1UVf-VE' } });
      await updateSiteSettings(api, { introVideoId: null });
      const link = await createShortUrl(api, { url: 'https://trailside-montessori.example/science-fair' });
      expect((await getShortUrls(api)).data.map((each) => each.shortUrl)).toContain(link.shortUrl);
    });
  });
});

// Apps of their own, after the suite above: passport keeps one JWT strategy per process, so the newest
// app's secret wins, and the shared app's tokens would stop working mid-suite.
describe('enquiries on apps of their own', () => {
  describe('years of them', () => {
    it(`should come ${ENQUIRIES_PAGE_SIZE} at a time, newest first, with how many there are and how many are unread`, async () => {
      const busy = await startTestApp();
      try {
        // Written straight to the database: the contact form lets one address send only a few an hour.
        const em = freshEm(busy);
        const start = Date.now() - 45 * 3_600_000;
        for (let n = 1; n <= 45; n += 1) {
          const enquiry = new Enquiry({ ...rosa, name: `Family ${n}`, source: 'contact' });
          enquiry.createdAt = new Date(start + n * 3_600_000);
          enquiry.read = n <= 10;
          em.persist(enquiry);
        }
        await em.flush();
        const admin = bearer(await logIn(busy, ADMIN.email, ADMIN.password));
        const page = async (query: Record<string, number>) => (await busy.http().get('/api/enquiries').query(query).set(admin).expect(200)).body;

        const first = await page({});
        expect({ shown: first.enquiries.length, total: first.total, unread: first.unread }).toEqual({ shown: ENQUIRIES_PAGE_SIZE, total: 45, unread: 35 });
        expect(first.enquiries[0].name).toBe('Family 45');
        const names = [];
        for (let offset = 0; offset < 45; offset += 20) names.push(...(await page({ limit: 20, offset })).enquiries.map((enquiry: EnquiryView) => enquiry.name));
        expect(names).toEqual(Array.from({ length: 45 }, (_, index) => `Family ${45 - index}`));

        const refused = await busy.http().get('/api/enquiries').query({ limit: MAX_ENQUIRIES_LIMIT + 1 }).set(admin).expect(400);
        expect(refused.body.message).toBe(ENQUIRY_LIST_MESSAGES.limit);
        const before = await busy.http().get('/api/enquiries').query({ offset: -1 }).set(admin).expect(400);
        expect(before.body.message).toBe('The offset must be a whole number, 0 or more');
      } finally {
        await busy.close();
      }
    });
  });

  describe('when the mail server is down', () => {
    it('should still store the enquiry and answer 202, saying it is saved and the mail will follow', async () => {
      const down = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
      try {
        const response = await down.http().post('/api/sendMessage').send(rosa).expect(202);
        expect(response.body).toEqual({ success: true, message: ENQUIRY_TEXTS.mailDelayed, mailed: false, enquiryId: expect.any(String) });
        const token = await logIn(down, ADMIN.email, ADMIN.password);
        const list = (await down.http().get('/api/enquiries').set(bearer(token)).expect(200)).body.enquiries;
        expect(list).toEqual([expect.objectContaining({ id: response.body.enquiryId, name: 'Rosa Alvarez', mailed: false })]);
      } finally {
        await down.close();
      }
    });
  });

  describe('when the mail server is slow', () => {
    it('should answer 202 without waiting for it, and record the mail once it went out', async () => {
      // A server that accepts the connection and says nothing for a while, like an overloaded mail host.
      const slow = await startSmtpServer();
      const silent = createServer((socket) => setTimeout(() => socket.pipe(connect(Number(new URL(slow.url).port), '127.0.0.1')).pipe(socket), 1500));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const port = (silent.address() as AddressInfo).port;
      const app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      app.app.get(ContactService).mailWaitMs = 200;
      try {
        const response = await app.http().post('/api/sendMessage').send(rosa).expect(202);
        expect(response.body).toMatchObject({ success: true, mailed: false, message: ENQUIRY_TEXTS.mailDelayed });
        await slow.nextMail(0);
        const token = await logIn(app, ADMIN.email, ADMIN.password);
        const mailedFlag = async () => (await app.http().get('/api/enquiries').set(bearer(token))).body.enquiries[0]?.mailed;
        for (let tries = 0; tries < 50 && !(await mailedFlag()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await mailedFlag()).toBe(true);
      } finally {
        await app.close();
        silent.close();
        await slow.close();
      }
    });
  });

  describe('rate limit', () => {
    it('should answer 429 after ENQUIRY_RATE_LIMIT_PER_HOUR enquiries from one computer', async () => {
      const limited = await startTestApp({ ENQUIRY_RATE_LIMIT_PER_HOUR: '2' });
      try {
        await limited.http().post('/api/sendMessage').send(rosa).expect(201);
        await limited.http().post('/api/sendMessage').send(rosa).expect(201);
        const refused = await limited.http().post('/api/sendMessage').send(rosa).expect(429);
        // The standard header, and words that match the real wait (an hour), not "a minute".
        expect(refused.body).toEqual({
          statusCode: 429,
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many attempts from this computer. Please wait an hour and try again.',
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
        expect(Object.keys(refused.headers).filter((name) => name.startsWith('retry-after-'))).toEqual([]);
        // Sign-in is limited separately and still works.
        await logIn(limited, ADMIN.email, ADMIN.password);
      } finally {
        await limited.close();
      }
    });
  });
});
