import { expectNoAxeViolations } from '@trailside/testing/axe';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN } from './support/e2e-env';

/** A surname of letters only, new for each test, so each test's search finds its own families alone. */
const tag = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The school's API as the office, for what families would have done on the website (the board only shows it). */
async function asOffice(request: APIRequestContext) {
  const login = await request.post(`${apiUrl()}/api/auth/login`, { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const send = async (method: 'post' | 'put', path: string, data: object) => {
    const response = await request[method](`${apiUrl()}/api${path}`, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()).family as { id: string; name: string; students: { id: string }[] };
  };
  return {
    /** A family with one guardian and, if named, one child. */
    family: async (surname: string, child?: { firstName: string; stage?: string }) => {
      const family = await send('post', '/families', { name: `Ngozi ${surname}`, email: `ngozi.${surname}@families.example` });
      if (!child) return family;
      const withChild = await send('post', `/families/${family.id}/students`, { firstName: child.firstName, lastName: surname, level: 'primary', startTerm: '2027-09' });
      if (child.stage) await send('post', `/families/${family.id}/stage`, { studentId: withChild.students[0].id, stage: child.stage, reason: 'applied on paper' });
      return withChild;
    },
  };
}

async function openFamilies(page: Page) {
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Families' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Families' })).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: /Search by family or guardian name/ }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('the Families view', () => {
  test('shows the board by stage with counts, and a family whose timeline takes a note and a stage moved with a reason', async ({ consolePage: page, request }) => {
    const office = await asOffice(request);
    const surname = tag();
    await office.family(surname, { firstName: 'Ada', stage: 'applied' });
    await office.family(`${surname}two`);

    await openFamilies(page);
    await search(page, surname);
    const stages = page.getByRole('list', { name: 'Families by stage' });
    await expect(stages.getByRole('button', { name: 'All stages 2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(stages.getByRole('button', { name: 'Applied 1' })).toBeVisible();
    await expect(stages.getByRole('button', { name: 'Enquiry 1' })).toBeVisible();
    await expect(page.getByText('Students by stage: Applied 1')).toBeVisible();
    await expectNoAxeViolations(page);

    await stages.getByRole('button', { name: 'Applied 1' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '1 family' })).toBeVisible();
    await page.getByRole('link', { name: `The ${surname} family` }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `The ${surname} family` })).toBeVisible();
    const timeline = page.getByRole('list', { name: /^Timeline, newest first/ });
    await expect(timeline.getByRole('listitem').first()).toContainText('Ada moved from Enquiry to Applied (applied on paper)');
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: /^Add a note/ }).fill('Rang to say Ada loved the tour');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Note added to the timeline' })).toBeVisible();
    await expect(timeline.getByRole('listitem').first()).toContainText('Rang to say Ada loved the tour');
    await expect(timeline.getByRole('listitem').first()).toContainText(SEEDED_ADMIN.displayName);

    await page.getByRole('button', { name: `Move the stage of Ada ${surname}` }).click();
    await page.getByLabel(/^New stage for Ada/).selectOption({ label: 'Waiting list' });
    await page.getByRole('button', { name: 'Move stage' }).click();
    // Nothing is sent without a reason: the box says so and takes the focus.
    await expect(page.getByRole('textbox', { name: /^Why it moves/ })).toBeFocused();
    await expect(page.getByText('Please say why the stage moves')).toBeVisible();
    await page.getByRole('textbox', { name: /^Why it moves/ }).fill('no place in Primary until January');
    await page.getByRole('button', { name: 'Move stage' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stage moved' })).toBeVisible();
    await expect(timeline.getByRole('listitem').first()).toContainText('Ada moved from Applied to Waiting list (no place in Primary until January)');
    await expect(page.getByText('Stage on the board: Waiting list')).toBeVisible();
  });

  test("puts an applied child on the waiting list from the family's page, and says the place they took", async ({ consolePage: page, request }) => {
    const office = await asOffice(request);
    const surname = tag();
    await office.family(surname, { firstName: 'Ada', stage: 'applied' });

    await openFamilies(page);
    await search(page, surname);
    await page.getByRole('link', { name: `The ${surname} family` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `The ${surname} family` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Put Ada ${surname} on the waiting list` }).click();

    await expect(page.getByRole('status').filter({ hasText: new RegExp(`Ada ${surname} is number \\d+ on the waiting list for Primary K-2, September 2027`) })).toBeVisible();
    // The family's page was asked for again: Ada is waiting, and the button has gone.
    await expect(page.getByText('Stage on the board: Waiting list')).toBeVisible();
    await expect(page.getByRole('button', { name: `Put Ada ${surname} on the waiting list` })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('merges a family found by search into another, after a confirmation that says what moves', async ({ consolePage: page, request }) => {
    const office = await asOffice(request);
    const surname = tag();
    await office.family(surname);
    await office.family(`${surname}copy`, { firstName: 'Ben' });

    await openFamilies(page);
    await search(page, `ngozi.${surname}@`);
    await page.getByRole('link', { name: `The ${surname} family` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `The ${surname} family` })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Find the family that is the same household' }).fill(`${surname}copy`);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('button', { name: `Merge The ${surname}copy family into The ${surname} family` }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge these families?' });
    await expect(dialog).toContainText(`The ${surname}copy family will join The ${surname} family: its 1 guardian and 1 student`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Merge' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Families merged' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit Ben ${surname}copy` })).toBeVisible();
    await expect(page.getByRole('list', { name: /^Timeline, newest first/ }).getByRole('listitem').first()).toContainText(`The ${surname}copy family joined this family`);

    await page.getByRole('link', { name: 'Back to all families' }).click();
    await search(page, surname);
    await expect(page.getByRole('heading', { level: 2, name: '1 family' })).toBeVisible();
  });
});
