import { expectNoAxeViolations } from '@trailside/testing/axe';
import type { APIRequestContext, Page } from '@playwright/test';
import { startTermName, startTermsFrom } from '@trailside/domain/admissions/admissions.types';
import { OFFER_MESSAGES } from '@trailside/domain/admissions/offers.schema';
import { OFFER_SUCCESS } from '@trailside/domain/admissions/offers.messages';
import { dayAt } from '@trailside/domain/calendar/zoned-time';
import { appliedFamily, newSurname } from '@trailside/testing/admissions';
import { newestLink } from '@trailside/testing/outbox';
import { expect, signIn, test } from './support/console-page';
import { apiDataDir, apiUrl, SEEDED_ADMIN } from './support/e2e-env';

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post(`${apiUrl()}/api/auth/login`, { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

async function openWaitingList(page: Page, term: string) {
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Waiting list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting list' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Middle 6-8' });
  await page.getByRole('combobox', { name: 'Start term' }).selectOption({ label: startTermName(term) });
}

test('the Waiting list view moves a family with a reason, offers a place, and proposes the next family after a decline', async ({ consolePage: page, request }) => {
  const { settings } = await (await request.get(`${apiUrl()}/api/settings`)).json();
  const term = startTermsFrom(dayAt(new Date(), settings.timeZone))[1];
  const admin = await adminHeaders(request);
  const family = (stem: string, firstName: string) => appliedFamily(request, { api: apiUrl(), headers: admin, surname: newSurname(stem), firstName, level: 'middle', startTerm: term });
  const first = await family('Novak', 'Ivo');
  const second = await family('Quinn', 'Rue');
  for (const { studentId } of [first, second]) {
    const joined = await request.post(`${apiUrl()}/api/admissions/waiting-list`, { headers: admin, data: { studentId } });
    expect(joined.status(), await joined.text()).toBe(200);
  }

  await openWaitingList(page, term);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(first.name);
  await expect(rows.nth(2).getByRole('rowheader')).toHaveText(second.name);
  await expectNoAxeViolations(page);

  // A move needs its reason: nothing moves without one.
  await page.getByRole('button', { name: `Move ${second.name} up` }).click();
  await page.getByRole('button', { name: 'Move up', exact: true }).click();
  await expect(page.getByText(OFFER_MESSAGES.reason)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^Reason for the move/ }).fill('Moving from our sister school mid-year');
  await page.getByRole('button', { name: 'Move up', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: OFFER_SUCCESS.moved })).toBeVisible();
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(second.name);
  await expect(rows.nth(1)).toContainText('Moving from our sister school mid-year');

  await page.getByRole('spinbutton', { name: 'Places open' }).fill('1');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/1 places open, 0 taken, 1 left\./)).toBeVisible();

  await page.getByRole('button', { name: `Offer a place to ${second.name}` }).click();
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('General Education');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send the offer' }).click();
  await expect(page.getByRole('status').filter({ hasText: OFFER_SUCCESS.offered })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offers' }).getByRole('listitem')).toContainText([`${second.name} (General Education, $584 a month): Waiting for an answer`]);
  await expect(page.getByText(/1 places open, 1 taken, 0 left\./)).toBeVisible();

  // The family declines by their link: the place is free again, and the view proposes the first family waiting.
  const { link } = await newestLink(second.email, '/offers/respond', apiDataDir());
  const token = new URL(link).searchParams.get('token');
  expect((await request.post(`${apiUrl()}/api/admissions/offers/respond`, { data: { token, answer: 'decline' } })).status()).toBe(200);
  await page.reload();
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Middle 6-8' });
  await page.getByRole('combobox', { name: 'Start term' }).selectOption({ label: startTermName(term) });
  const proposal = page.getByRole('region', { name: 'Next family proposed' });
  await expect(proposal).toContainText(`${second.name}'s offer was declined. Next on the list: ${first.name}`);
  await expectNoAxeViolations(page);
  await proposal.getByRole('button', { name: 'Offer a place' }).click();
  await expect(page.getByRole('heading', { name: `Offer a place to ${first.name}` })).toBeVisible();
});
