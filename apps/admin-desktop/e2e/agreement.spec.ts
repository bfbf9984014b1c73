import { familyAcceptsOffer } from '@trailside/testing/admissions';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import { newestLink } from '@trailside/testing/outbox';
import { pdfText } from '@trailside/testing/pdf';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './support/console-page';
import { apiDataDir, apiUrl, SEEDED_ADMIN } from './support/e2e-env';

/** A family whose child was offered a place by staff and who accepted it from the offer's mail, over the API's routes. */
async function acceptingFamily(request: APIRequestContext, surname: string, guardians: string[], firstName: string) {
  const login = await request.post(`${apiUrl()}/api/auth/login`, { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  return familyAcceptsOffer(request, { api: apiUrl(), headers, surname, guardians, firstName, startTerm: '2027-09', dataDir: apiDataDir() });
}

async function openAgreement(page: Page) {
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.getByRole('navigation', { name: 'Console views' }).getByRole('list', { name: 'Admissions' }).getByRole('link', { name: 'Enrolment agreement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolment agreement' })).toBeVisible();
}

test.describe('the Enrolment agreement view', () => {
  test('edits the template with its fields listed and a preview filled with sample facts, refusing a field it cannot fill', async ({ consolePage: page, request }) => {
    await acceptingFamily(request, 'Okafor', ['Ana', 'Ben'], 'Mia');
    await openAgreement(page);
    await expect(page.getByRole('listitem').filter({ hasText: '{{tuition}}' })).toContainText('the monthly tuition');
    const text = page.getByLabel('Agreement text');
    await text.fill('Between {{family}} and the school: {{children}} joins {{class}} on {{start}} at {{tution}} a month.');
    await expect(page.getByRole('status').filter({ hasText: 'The agreement has a field we cannot fill: {{tution}}.' })).toBeVisible();
    await page.getByRole('button', { name: 'Save the agreement' }).click();
    await expect(page.getByText('The agreement has a field we cannot fill: {{tution}}.').first()).toBeVisible();

    await text.fill('Between {{family}} and the school: {{children}} joins {{class}} on {{start}} at {{tuition}} a month.');
    await expect(page.getByRole('region', { name: 'Preview with sample facts' })).toHaveText(
      'Between Priya Parkes and Sam Parkes and the school: Theo Parkes joins Primary K-2 on Wed 1 Sep 2027 at $584 a month.',
    );
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page);
    }
    await page.getByRole('button', { name: 'Save the agreement' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Agreement saved: new agreements use this text' })).toBeVisible();
    await expect(page.getByText(/^Version \d+, saved /)).toBeVisible();

    // The family's agreement, made before, with nobody signed yet.
    const item = page.getByRole('listitem').filter({ hasText: 'Mia Okafor' });
    await expect(item.getByRole('list', { name: 'Signatures for Mia Okafor' }).getByRole('listitem')).toHaveText(['Ana Okafor: not signed yet', 'Ben Okafor: not signed yet']);
    await expect(item.getByRole('button', { name: /Download the signed PDF/ })).toHaveCount(0);
  });

  test('lists who signed when, and downloads the signed PDF once everyone has', async ({ consolePage: page, request }) => {
    const { guardians } = await acceptingFamily(request, 'Novak', ['Eva', 'Jan'], 'Lena');
    // Both guardians sign from their own links, as on the website.
    for (const guardian of guardians) {
      const token = new URL((await newestLink(guardian.email, '/agreement/sign', apiDataDir())).link).searchParams.get('token')!;
      const shown = await (await request.get(`${apiUrl()}/api/admissions/agreement/${token}`)).json();
      const signed = await request.post(`${apiUrl()}/api/admissions/agreement/sign`, { data: { token, name: guardian.name, textHash: shown.agreement.textHash } });
      expect(signed.status()).toBe(200);
    }
    await openAgreement(page);
    const item = page.getByRole('listitem').filter({ hasText: 'Lena Novak' });
    await expect(item.getByRole('list', { name: 'Signatures for Lena Novak' }).getByRole('listitem')).toHaveText([/^Eva Novak: signed as "Eva Novak" on \w{3} \d+ \w{3} \d{4}, /, /^Jan Novak: signed as "Jan Novak" on /]);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: 'Download the signed PDF for Lena Novak' }).click()]);
    expect(download.suggestedFilename()).toBe('enrolment-agreement-lena-novak.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
    const text = (await pdfText(Buffer.concat(chunks))).replace(/\s+/g, ' ');
    expect(text).toContain('Eva Novak: signed "Eva Novak" on');
    expect(text).toContain('Jan Novak: signed "Jan Novak" on');
  });
});
