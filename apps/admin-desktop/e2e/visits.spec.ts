import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN } from './support/e2e-env';

/** A day `days` from now, as a date field holds it ("2027-03-09"; the school's zone is the server's own here). */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function openVisits(page: Page) {
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Visits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
}

/** A family books a time as the website does (signed in with their own address: no captcha). */
async function familyBooks(request: APIRequestContext, visitId: string, name: string) {
  const email = `${name.toLowerCase()}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@trailside-e2e.example`;
  const signUp = await request.post(`${apiUrl()}/api/auth/register`, { multipart: { payload: JSON.stringify({ type: 'parent', email, password: 'trail-mix-2024', fname: name, lname: 'Rivers' }) } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { token } = await signUp.json();
  const booking = await request.post(`${apiUrl()}/api/visits/bookings`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { visitId, name: `${name} Rivers`, email, phone: '555 0142', child: '=cmd|/c calc', note: 'Two children, ages 6 and 9' },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  return email;
}

test.describe('the Visits view', () => {
  test('publishes weekly tour times, lists their bookings, marks attended and no-show, and exports them as CSV', async ({ consolePage: page, request }) => {
    await openVisits(page);
    const day = dayIn(40);
    await page.getByLabel('Day', { exact: true }).fill(day);
    await page.getByLabel('Starts at').fill('09:30');
    await page.getByLabel('Length (minutes)').fill('45');
    await page.getByLabel('Kind').selectOption('tour');
    await page.getByLabel('Places').fill('6');
    await page.getByLabel('Weekly, for weeks').fill('3');
    await page.getByLabel('Note for families').fill('Meet at the front desk.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 visit times published' })).toBeVisible();

    // Published for families, three weeks in a row.
    const published = ((await (await request.get(`${apiUrl()}/api/visits`)).json()) as { visits: { id: string; start: string; note: string | null }[] }).visits.filter(
      (visit) => visit.note === 'Meet at the front desk.' && visit.start >= `${day}T09:30`,
    );
    expect(published.map((visit) => visit.start.slice(11))).toEqual(['09:30', '09:30', '09:30']);
    const [first] = published;
    const came = await familyBooks(request, first.id, 'Mina');
    const missed = await familyBooks(request, first.id, 'Omar');

    await page.reload();
    const time = page.getByRole('listitem').filter({ has: page.getByText('2 of 6 places booked') });
    await expect(time).toHaveCount(1);
    await time.getByRole('button', { name: 'Bookings' }).click();
    const bookings = time.getByRole('table');
    await expect(bookings.getByRole('row')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await bookings.getByRole('group', { name: 'Mark Mina Rivers' }).getByRole('button', { name: 'Attended' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booking marked' })).toBeVisible();
    await bookings.getByRole('group', { name: 'Mark Omar Rivers' }).getByRole('button', { name: 'No-show' }).click();
    await expect(bookings.getByRole('row').filter({ hasText: came })).toContainText('Attended');
    await expect(bookings.getByRole('row').filter({ hasText: missed })).toContainText('No-show');

    const download = page.waitForEvent('download');
    await time.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe("Visit,Kind,Status,Name,Email,Phone,Child's age or grade,Note,Booked at");
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes(came))).toContain(',attended,Mina Rivers,');
    // A cell a spreadsheet would run as a formula is written as the words typed.
    expect(lines.find((line) => line.includes(came))).toContain(",'=cmd|/c calc,");
  });

  test('edits a time: its places never below those booked, its day and hour held once a family booked', async ({ consolePage: page, request }) => {
    await openVisits(page);
    await page.getByLabel('Day', { exact: true }).fill(dayIn(50));
    await page.getByLabel('Starts at').fill('10:15');
    await page.getByLabel('Kind').selectOption('observation');
    await page.getByLabel('Places').fill('5');
    await page.getByLabel('Note for families').fill('Edit me.');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Visit time published' })).toBeVisible();
    const published = ((await (await request.get(`${apiUrl()}/api/visits`)).json()) as { visits: { id: string; note: string | null }[] }).visits.find((visit) => visit.note === 'Edit me.')!;
    await familyBooks(request, published.id, 'Lupe');
    await familyBooks(request, published.id, 'Kai');

    await page.reload();
    const time = page.getByRole('listitem').filter({ hasText: 'Edit me.' });
    await time.getByRole('button', { name: 'Edit' }).click();
    const form = time.getByRole('form', { name: /^Edit / });
    await expect(form.getByText('Families have booked this time')).toBeVisible();
    await expect(form.getByLabel('Day', { exact: true })).toBeDisabled();
    await expect(form.getByLabel('Starts at')).toBeDisabled();
    await expectNoAxeViolations(page);
    // Below the two booked: the server's words, and nothing changed.
    await form.getByLabel('Places').fill('1');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByRole('alert')).toContainText('2 places are booked already');
    await form.getByLabel('Places').fill('3');
    await form.getByLabel('Note for families').fill('Meet in the garden.');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Visit time saved' })).toBeVisible();
    await expect(form).toHaveCount(0);
    const saved = page.getByRole('listitem').filter({ hasText: 'Meet in the garden.' });
    await expect(saved).toContainText('2 of 3 places booked');
  });

  test('cancels a time after asking, and says families were told', async ({ consolePage: page, request }) => {
    await openVisits(page);
    await page.getByLabel('Day', { exact: true }).fill(dayIn(45));
    await page.getByLabel('Starts at').fill('14:00');
    await page.getByLabel('Kind').selectOption('open-house');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Visit time published' })).toBeVisible();
    const time = page.getByRole('listitem').filter({ hasText: 'Open house' }).filter({ hasText: '2:00pm' });
    await time.getByRole('button', { name: 'Cancel time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this time' });
    await expect(dialog).toContainText('Every family booked on it gets an e-mail');
    await dialog.getByRole('button', { name: 'Cancel the time' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Visit time cancelled' })).toBeVisible();
    await expect(time.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(time.getByRole('button', { name: 'Cancel time' })).toHaveCount(0);
    const listed = ((await (await request.get(`${apiUrl()}/api/visits`)).json()) as { visits: { kind: string }[] }).visits;
    expect(listed.filter((visit) => visit.kind === 'open-house')).toHaveLength(0);
  });
});
