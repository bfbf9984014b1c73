import { expectNoAxeViolations } from '@trailside/testing/axe';
import type { Page } from '@playwright/test';
import { ENQUIRY_VIEW_TEXTS } from '../src/renderer/src/features/enquiries/enquiry-texts';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN } from './support/e2e-env';

async function openEnquiries(page: Page) {
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Enquiries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
}

test.describe('the Enquiries view', () => {
  test('marks a new enquiry unread, reads it on opening, replies by mail, and keeps it handled after a reload', async ({ consolePage: page }) => {
    const name = `Rosa Alvarez ${Date.now()}`;
    const message = 'Could we visit on a Tuesday?\nAlso: is there room & a waitlist for the 6-8 class?';
    const sent = await page.request.post(`${apiUrl()}/api/sendMessage`, { data: { name, email: 'rosa@example.com', phone: '(555) 014-1111', message } });
    expect([201, 202]).toContain(sent.status());
    const older = `Omar Haddad ${Date.now()}`;
    await page.request.post(`${apiUrl()}/api/sendMessage`, { data: { name: older, email: 'omar@example.com', phone: '(555) 014-2222', message: 'Hello!' } });
    await openEnquiries(page);

    // Newest first, each unread.
    const list = page.getByRole('region', { name: /unread$/ }).getByRole('listitem');
    await expect(list.nth(0)).toContainText(older);
    await expect(list.nth(1)).toContainText(name);
    const item = page.getByRole('button', { name: new RegExp(name) });
    await expect(item).toContainText('Unread');

    await item.click();
    const detail = page.getByRole('region', { name: `Enquiry from ${name}` });
    await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(detail.getByRole('blockquote')).toHaveText(message);
    await expect(item).not.toContainText('Unread');
    await expect(item).toHaveAttribute('aria-current', 'true');

    const reply = detail.getByRole('link', { name: 'Reply by e-mail' });
    const href = new URL((await reply.getAttribute('href')) ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(decodeURIComponent(href.pathname)).toBe('rosa@example.com');
    expect(href.searchParams.get('subject')).toBe('Re: Your enquiry to Trailside Montessori K-8');
    expect(href.searchParams.get('body')).toContain(`Dear ${name},`);
    expect(href.searchParams.get('body')).toContain('> Could we visit on a Tuesday?\r\n> Also: is there room & a waitlist for the 6-8 class?');

    await detail.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enquiry marked as handled' })).toBeVisible();
    await expect(item).toContainText('Handled');
    await expect(detail.getByRole('button', { name: 'Mark not handled' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    const again = page.getByRole('button', { name: new RegExp(name) });
    await expect(again).toContainText('Handled');
    await expect(again).not.toContainText('Unread');
    await expect(page.getByRole('button', { name: new RegExp(older) })).toContainText('Unread');
    await again.click();
    await expect(page.getByRole('region', { name: `Enquiry from ${name}` }).getByRole('definition').nth(3)).toHaveText('Handled');
  });

  test('lists twenty at a time, counts them all in its heading, and pages to the older ones', async ({ consolePage: page }) => {
    const tag = Date.now();
    for (let n = 1; n <= 21; n += 1) {
      const sent = await page.request.post(`${apiUrl()}/api/sendMessage`, { data: { name: `Family ${n} of ${tag}`, email: 'family@example.com', phone: '(555) 014-4444', message: 'Hello!' } });
      expect([201, 202]).toContain(sent.status());
    }
    const login = await page.request.post(`${apiUrl()}/api/auth/login`, { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
    const { token } = (await login.json()) as { token: string };
    const { total, unread } = (await (await page.request.get(`${apiUrl()}/api/enquiries?limit=1`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { total: number; unread: number };
    await openEnquiries(page);

    await expect(page.getByRole('heading', { level: 2, name: `${total} enquiries, ${unread} unread` })).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pages of enquiries' });
    const list = page.getByRole('list', { name: /^Enquiries, page 1 of / });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(list.getByRole('button', { name: new RegExp(`Family 21 of ${tag}`) })).toBeVisible();
    // The oldest of the 21 is the 21st newest or older: on a later page.
    const oldest = page.getByRole('button', { name: new RegExp(`Family 1 of ${tag}`) });
    await expect(oldest).toHaveCount(0);
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('list', { name: /^Enquiries, page 2 of / })).toBeVisible();
    await expect(oldest).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('finds enquiries by a word and shows only those waiting for an answer', async ({ consolePage: page }) => {
    const tag = `Lantern${Date.now()}`;
    for (const name of ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson']) {
      const sent = await page.request.post(`${apiUrl()}/api/sendMessage`, { data: { name, email: 'family@example.com', phone: '(555) 014-5555', message: `About the ${tag} walk.` } });
      expect([201, 202]).toContain(sent.status());
    }
    await openEnquiries(page);
    const search = page.getByRole('search', { name: 'Search the enquiries' });
    await search.getByRole('searchbox').fill(tag.toLowerCase());
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `3 enquiries matching “${tag.toLowerCase()}”, 3 unread` })).toBeVisible();
    const list = page.getByRole('list', { name: /^Enquiries, page 1 of / }).getByRole('listitem');
    await expect(list).toHaveCount(3);

    await page.getByRole('button', { name: /Grace Hopper/ }).click();
    await page.getByRole('region', { name: 'Enquiry from Grace Hopper' }).getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByRole('button', { name: /Grace Hopper/ })).toContainText('Handled');
    await expect(page.getByRole('button', { name: /Grace Hopper/ })).not.toContainText('Unread');

    await page.getByRole('checkbox', { name: 'Waiting for an answer only' }).check();
    await expect(page.getByRole('heading', { level: 2, name: `2 waiting enquiries matching “${tag.toLowerCase()}”, 2 unread` })).toBeVisible();
    await expect(list).toHaveText([/Katherine Johnson/, /Ada Lovelace/]);

    await search.getByRole('searchbox').fill(`${tag} nobody wrote this`);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(ENQUIRY_VIEW_TEXTS.noneMatch({ search: `${tag} nobody wrote this`, waiting: true }), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('never marks a handled sample enquiry unread', async ({ consolePage: page }) => {
    await openEnquiries(page);
    const handled = page.getByRole('button', { name: /Priya Natarajan/ });
    await page.getByRole('search', { name: 'Search the enquiries' }).getByRole('searchbox').fill('Priya Natarajan');
    await page.getByRole('search', { name: 'Search the enquiries' }).getByRole('button', { name: 'Search' }).click();
    await expect(handled).toContainText('Handled');
    await expect(handled).not.toContainText('Unread');
  });

  test('has no accessibility violations, with and without an enquiry open', async ({ consolePage: page }) => {
    await page.request.post(`${apiUrl()}/api/sendMessage`, {
      data: { name: 'Mei Chen', email: 'mei@example.com', phone: '(555) 014-3333', message: 'Do you offer a trial day?' },
    });
    await openEnquiries(page);
    await expect(page.getByRole('button', { name: /Mei Chen/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /Mei Chen/ }).first().click();
    await expect(page.getByRole('region', { name: 'Enquiry from Mei Chen' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
