import { AGREEMENT_MAIL, AGREEMENT_PAGE } from '@trailside/domain/admissions/agreement.messages';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import { countMails } from '@trailside/testing/outbox';
import { pdfText } from '@trailside/testing/pdf';
import { familyAcceptsOffer } from '@trailside/testing/admissions';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { SEEDED_ADMIN, SITE_URL } from './support/e2e-env';
import { newestMailLink } from './support/outbox';
import { expect, test } from './support/test';
import { bearerOf } from './support/two-step';

/**
 * The enrolment agreement (issue 41): both guardians of a family that accepted an offer sign from the links mailed to
 * them, then download the signed PDF, which a real PDF parser reads back. The family reaches the agreement as every
 * family does: staff offer a place over the API and the family accepts it from the offer's mailed link.
 */

let api: APIRequestContext;
let admin: Record<string, string>;

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: SITE_URL });
  admin = await bearerOf(api, SEEDED_ADMIN);
});
test.afterAll(() => api?.dispose());

/** The page a guardian's mail links to, opened at the link's address on this site. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('both guardians sign from their mailed links, then download the signed agreement holding both signatures', async ({ page }) => {
  // The Secondary list, which no other spec fills while this one runs, so its place is this family's.
  const { guardians: [priya, sam] } = await familyAcceptsOffer(api, { headers: admin, surname: 'Lindqvist', guardians: ['Priya', 'Sam'], firstName: 'Theo', level: 'secondary', startTerm: '2027-09' });
  const priyaLink = pathOf(await newestMailLink(priya.email, '/agreement/sign'));
  const samLink = pathOf(await newestMailLink(sam.email, '/agreement/sign'));

  await page.goto(priyaLink);
  await expect(page.getByRole('heading', { name: AGREEMENT_PAGE.heading })).toBeVisible();
  const text = page.getByRole('region', { name: 'The agreement' });
  await expect(text).toContainText('Enrolment agreement between Trailside Montessori K-8 and Priya Lindqvist and Sam Lindqvist');
  await expect(text).toContainText('We are delighted to welcome Theo Lindqvist to General Education, starting on Wed 1 Sep 2027.');
  await expect(page.getByRole('listitem').filter({ hasText: 'Sam Lindqvist' })).toContainText(AGREEMENT_PAGE.notYetSigned);
  // On a phone too: the text and its 64-character fingerprint wrap inside the window.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  }

  // A name that is not Priya's on record is refused, plainly, by keyboard alone.
  const name = page.getByLabel(AGREEMENT_PAGE.nameLabel);
  await name.focus();
  await page.keyboard.type('Priya Lindquist');
  await page.keyboard.press('Enter');
  await expect(page.getByText('The name you typed is not the name we have for you, Priya Lindqvist.')).toBeVisible();
  await name.fill('priya  lindqvist');
  await page.getByRole('button', { name: AGREEMENT_PAGE.signButton }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Still to sign: Sam Lindqvist.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Priya Lindqvist' })).toContainText('signed as "priya  lindqvist" on');
  await expect(page.getByRole('link', { name: AGREEMENT_PAGE.download })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(samLink);
  await page.getByLabel(AGREEMENT_PAGE.nameLabel).fill('Sam Lindqvist');
  await page.getByRole('button', { name: AGREEMENT_PAGE.signButton }).click();
  await expect(page.getByRole('status').filter({ hasText: AGREEMENT_PAGE.complete })).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: AGREEMENT_PAGE.download }).click()]);
  expect(download.suggestedFilename()).toBe('enrolment-agreement.pdf');
  const pdf = (await pdfText(await readAll(await download.createReadStream()))).replace(/\s+/g, ' ');
  expect(pdf).toContain('Enrolment agreement between Trailside Montessori K-8 and Priya Lindqvist and Sam Lindqvist');
  expect(pdf).toMatch(/Priya Lindqvist: signed "priya lindqvist" on .+ \(\d{4}-\d\d-\d\dT[\d:.]+Z\)/);
  expect(pdf).toMatch(/Sam Lindqvist: signed "Sam Lindqvist" on .+ \(\d{4}-\d\d-\d\dT[\d:.]+Z\)/);

  // Each guardian is mailed the signed copy too.
  for (const guardian of [priya, sam]) await expect.poll(() => countMails(guardian.email, AGREEMENT_MAIL.signed.subject)).toBe(1);
});

test('a link nobody was sent opens nothing, and says what to do', async ({ page }) => {
  await page.goto('/agreement/sign?token=not-a-link-anybody-was-sent');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('We could not find this agreement. Please open the link from your latest email from the school.');
  await expectNoAxeViolations(page);
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
