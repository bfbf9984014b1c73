import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { startTermName, startTermsFrom } from '@trailside/domain/admissions/admissions.types';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import { pdfDocument } from '@trailside/testing/documents';
import { newestLink } from '@trailside/testing/outbox';
import { expect, signIn, test } from './support/console-page';
import { apiDataDir, apiUrl, SEEDED_ADMIN } from './support/e2e-env';

let counter = 0;

/**
 * A family whose address is verified applies from its account, as the site's form would: complete at once, so staff
 * see it. One child, one PDF; its name is different every call. Answers the family's and the child's names, and the term.
 */
async function familyApplies(request: APIRequestContext, report: Buffer) {
  counter += 1;
  const lname = `Okafor${Date.now().toString(36)}${counter}`;
  const email = `grace.${lname.toLowerCase()}@trailside-console-e2e.example`;
  const registered = await request.post(`${apiUrl()}/api/auth/register`, {
    multipart: { payload: JSON.stringify({ type: 'parent', email, password: 'orchard-path-2024', fname: 'Grace', lname }) },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const verify = new URL((await newestLink(email, '/verify-email', apiDataDir())).link).searchParams.get('token');
  expect((await request.post(`${apiUrl()}/api/auth/verify-email`, { data: { token: verify } })).status()).toBe(200);
  const startTerm = startTermsFrom(new Date().toISOString().slice(0, 10))[1];
  const applied = await request.post(`${apiUrl()}/api/applications`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      payload: JSON.stringify({
        guardian: { name: `Grace ${lname}`, email, phone: '(555) 014-0101' },
        children: [{ firstName: 'Ada', lastName: lname, dateOfBirth: `${new Date().getUTCFullYear() - 6}-04-23`, level: 'primary', startTerm, previousSchool: 'Meadow Lane Preschool' }],
        note: 'Ada loves the garden.',
      }),
      documents: { name: 'report card.pdf', mimeType: 'application/pdf', buffer: report },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return { family: `The ${lname} family`, child: `Ada ${lname}`, startTerm };
}

async function openApplications(page: Page) {
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.getByRole('navigation', { name: 'Console views' }).getByRole('list', { name: 'Admissions' }).getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
}

test.describe('the Applications view', () => {
  test('lists a completed application, opens it, downloads its document and adds a note', async ({ consolePage: page, request }) => {
    const report = pdfDocument(`Report card ${Date.now()}`);
    const { family } = await familyApplies(request, report);
    await openApplications(page);
    await expectNoAxeViolations(page);

    const item = page.getByRole('button', { name: new RegExp(family) });
    await expect(item).toContainText('Primary K-2, Applied');
    await item.click();
    const detail = page.getByRole('region', { name: `Application from ${family}` });
    await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(detail.getByRole('row', { name: /Ada/ })).toContainText('Meadow Lane Preschool');
    await expect(detail.getByRole('blockquote')).toHaveText('Ada loves the garden.');
    await expect(detail.getByRole('listitem').filter({ hasText: /Applied online for Ada \(Primary K-2/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await detail.getByRole('button', { name: 'Download report card.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('report card.pdf');
    expect(await readFile((await download.path())!)).toEqual(report);

    await detail.getByLabel('Add a note to the family’s timeline').fill('Called Grace: visiting on Tuesday.');
    await detail.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The note is on the family’s timeline.' })).toBeVisible();
    await expect(detail.getByRole('listitem').filter({ hasText: 'Called Grace: visiting on Tuesday.' })).toContainText('School Office');
  });

  test('puts an applied child on the waiting list, at the place the Waiting list view shows', async ({ consolePage: page, request }) => {
    const { family, child, startTerm } = await familyApplies(request, pdfDocument());
    await openApplications(page);
    await page.getByRole('button', { name: new RegExp(family) }).click();
    const detail = page.getByRole('region', { name: `Application from ${family}` });
    await expectNoAxeViolations(page);
    await detail.getByRole('button', { name: `Put ${child} on the waiting list` }).click();

    const answer = page.getByRole('status').filter({ hasText: `${child} is number ` });
    await expect(answer).toHaveText(new RegExp(`${child} is number \\d+ on the waiting list for Primary K-2, ${startTermName(startTerm)}`));
    const place = /is number (\d+)/.exec((await answer.textContent()) ?? '')?.[1];
    // The opened application and the list beside it were asked for again: the child is waiting, with no button left.
    await expect(detail.getByRole('row', { name: new RegExp(child) })).toContainText('Waiting list');
    await expect(detail.getByRole('button', { name: `Put ${child} on the waiting list` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(family) })).toContainText('Primary K-2, Waiting list');
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Waiting list' }).click();
    await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Primary K-2' });
    await page.getByRole('combobox', { name: 'Start term' }).selectOption({ label: startTermName(startTerm) });
    await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: child }) }).getByRole('cell').first()).toHaveText(place!);
  });

  test('narrows the list to a class', async ({ consolePage: page, request }) => {
    const { family } = await familyApplies(request, pdfDocument());
    await openApplications(page);
    await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'Middle 6-8' });
    await expect(page.getByRole('heading', { level: 2, name: /for Middle 6-8$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(family) })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'Primary K-2' });
    await expect(page.getByRole('button', { name: new RegExp(family) })).toBeVisible();
  });
});
