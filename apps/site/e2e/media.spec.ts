import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import { createAccountAsAdmin, logIn, newAccount } from './support/accounts';
import { SEEDED_ADMIN, SITE_PORT } from './support/e2e-env';
import { type OwnApi, startOwnApi } from './support/own-api';
import { bearerOf } from './support/two-step';
import { expect, test } from './support/test';

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.describe('the pinned flyer on the home page', () => {
  // The sample content has a launched Spring Open House and a Spring Concert whose launch date is still ahead.
  test('shows the launched, upcoming event and never the one not yet launched, and leads to coming soon', async ({ page }) => {
    await page.goto('/');
    const flyer = page.getByRole('complementary', { name: 'Upcoming event' });
    await expect(flyer.getByRole('img', { name: /Spring Open House/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Spring Concert/ })).toHaveCount(0);
    await flyer.getByRole('link', { name: /see the countdown/ }).click();
    await expect(page).toHaveURL(/\/coming-soon\?id=/);
    await expect(page.getByRole('heading', { level: 2, name: 'Spring Open House' })).toBeVisible();
  });

  test('drops when its pin is pressed, from the keyboard too', async ({ page }) => {
    await page.goto('/');
    const flyer = page.getByRole('complementary', { name: 'Upcoming event' });
    await flyer.getByRole('button', { name: 'Unpin the flyer' }).focus();
    await page.keyboard.press('Enter');
    await expect(flyer).toHaveCount(0, { timeout: 3000 });
  });
});

/**
 * An event earlier than all others and not launched yet takes the current event away from every page, so this
 * describe has an API (and database) of its own: the other specs count on the sample's Spring Open House.
 */
test.describe('the pinned flyer, with an earlier event not launched yet', () => {
  const PORT = Number(process.env.E2E_FLYERS_PORT ?? SITE_PORT + 4);
  const ADMIN = { email: 'office@trailside-flyers.example', password: 'meadow-lane-1200' };
  let server: OwnApi | undefined;
  let api: APIRequestContext;
  let headers: Record<string, string>;
  test.use({ baseURL: `http://localhost:${PORT}` });

  test.beforeAll(async () => {
    server = await startOwnApi(PORT, ADMIN, 'flyers');
    api = await playwrightRequest.newContext({ baseURL: server.url });
    headers = await bearerOf(api, ADMIN);
  });

  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  async function addEvent(fields: { title: string; eventDate: number; launchDate: number }) {
    const created = await api.post('/api/socialEvents', {
      headers,
      multipart: { payload: JSON.stringify(fields), image: { name: 'flyer.png', mimeType: 'image/png', buffer: TINY_PNG } },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()).socialEvent as { id: string };
  }

  test('is not pinned while the earliest event is not launched yet (spec section 4)', async ({ page }) => {
    const now = Math.floor(Date.now() / 1000);
    await addEvent({ title: 'Harvest Fair', eventDate: now + 5 * 86_400, launchDate: now - 86_400 });
    const pinned = page.getByRole('complementary', { name: 'Upcoming event' });
    await page.goto('/');
    await expect(pinned.getByRole('img', { name: /Harvest Fair/ })).toBeVisible();

    // Earlier than the fair, and not launched until tomorrow: no event is current, so no flyer.
    const libraryNight = await addEvent({ title: 'Library night', eventDate: now + 2 * 86_400, launchDate: now + 86_400 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Blazing new trails in education, K-8' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(pinned).toHaveCount(0);

    await api.delete('/api/socialEvents', { headers, data: { id: libraryNight.id } });
    await page.goto('/');
    await expect(pinned.getByRole('img', { name: /Harvest Fair/ })).toBeVisible();
  });
});

test.describe('the coming-soon page', () => {
  test('counts down to the sample Spring Open House, ticking each second', async ({ page }) => {
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Spring Open House' })).toBeVisible();
    // No breadcrumb banner on this page (spec section 2).
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

    const countdown = page.getByRole('region', { name: 'Time until Spring Open House' });
    const seconds = countdown.locator('[data-unit="seconds"]');
    const days = Number(await countdown.locator('[data-unit="days"]').textContent());
    expect(days).toBeGreaterThanOrEqual(19);
    const before = await seconds.textContent();
    await expect(seconds).not.toHaveText(before as string, { timeout: 2500 });
    await expect(countdown).toContainText(/days.*to go/);
  });

  test('opens the flyer in a modal and closes it by keyboard', async ({ page }) => {
    await page.goto('/coming-soon');
    const flyer = page.getByRole('button', { name: /Flyer for Spring Open House/ });
    await flyer.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Spring Open House' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Flyer for Spring Open House/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(flyer).toBeFocused();

    await flyer.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(dialog).toBeHidden();
  });

  test('drops the flyer when its pin is pressed', async ({ page }) => {
    await page.goto('/coming-soon');
    await expect(page.getByRole('button', { name: /Flyer for Spring Open House/ })).toBeVisible();
    await page.getByRole('button', { name: 'Unpin the flyer' }).click();
    await expect(page.getByRole('button', { name: /Flyer for Spring Open House/ })).toHaveCount(0, { timeout: 3000 });
    // The countdown stays.
    await expect(page.getByRole('region', { name: 'Time until Spring Open House' })).toBeVisible();
  });
});

test.describe('the gallery', () => {
  test('shows every picture with its description and opens one in the lightbox', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    const tiles = page.getByRole('main').getByRole('listitem').getByRole('button');
    await expect(tiles).toHaveCount(16);
    await page.getByRole('button', { name: 'Show more pictures' }).click();
    await expect(tiles).toHaveCount(25);
    await expect(page.getByText('Sorry, no more pics.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await page.getByRole('button', { name: /Raised beds of lettuce and radishes/ }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('img', { name: /Raised beds of lettuce and radishes/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });

  test('shows the masonry layout of the same pictures', async ({ page }) => {
    await page.goto('/gallery-masonry');
    await expect(page.getByRole('button', { name: /Papel picado banners/ })).toBeVisible();
  });

  test('filters by group and pages eight at a time', async ({ page }) => {
    await page.goto('/gallery-filter');
    const grid = page.getByRole('main').getByRole('list').filter({ has: page.getByRole('button', { name: /open larger/ }) });
    const tiles = grid.getByRole('button');
    await expect(tiles).toHaveCount(8);
    const pages = page.getByRole('navigation', { name: 'Gallery pages' });
    await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(4);

    // Page 3 is beyond the first fetch of 16, so it fetches more.
    await pages.getByRole('button', { name: 'Page 3' }).click();
    await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(tiles).toHaveCount(8);
    await pages.getByRole('button', { name: 'Page 4' }).click();
    await expect(tiles).toHaveCount(1);

    const groups = page.getByRole('navigation', { name: 'Show pictures from' });
    await groups.getByRole('link', { name: /^Garden/ }).click();
    await expect(page).toHaveURL('/gallery-filter?group=Garden');
    await expect(groups.getByRole('link', { name: /^Garden/ })).toHaveAttribute('aria-current', 'page');
    await expect(tiles).toHaveCount(5);
    await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Sunflowers taller than the garden fence/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Papel picado/ })).toHaveCount(0);

    await page.getByRole('button', { name: /Sunflowers taller/ }).click();
    await expect(page.getByRole('dialog').getByRole('img', { name: /Sunflowers taller/ }).first()).toBeVisible();
  });
});

test.describe('the coming-soon page, for an admin', () => {
  test('adds, lists, edits and deletes a flyer', async ({ page }) => {
    await logIn(page, SEEDED_ADMIN);
    await page.goto('/coming-soon');
    await page.getByRole('button', { name: 'Add flyer' }).click();
    const add = page.getByRole('dialog', { name: 'Add Flyer' });
    const submit = add.getByRole('button', { name: 'Add flyer' });
    await expect(submit).toBeDisabled();
    await add.getByLabel('Event name').fill('Playwright Picnic');
    await expect(submit).toBeEnabled();
    await add.getByLabel('Event date and time').fill('2031-05-17T11:00');
    await add.getByLabel('Flyer picture').setInputFiles({ name: 'picnic.png', mimeType: 'image/png', buffer: TINY_PNG });
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully created SocialEvent' })).toBeVisible();
    await expect(add).toBeHidden();
    // The earlier, launched open house stays the current event.
    await expect(page.getByRole('heading', { level: 2, name: 'Spring Open House' })).toBeVisible();

    await page.getByRole('button', { name: 'List flyers' }).click();
    const list = page.getByRole('dialog', { name: 'Flyers' });
    await expect(list.getByText('Playwright Picnic')).toBeVisible();
    await expect(list.getByText('Spring Concert')).toBeVisible();
    await list.getByRole('button', { name: 'Edit Playwright Picnic' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Flyer' });
    await edit.getByLabel('Event name').fill('Playwright Family Picnic');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully updated SocialEvent' })).toBeVisible();

    await expect(list.getByText('Playwright Family Picnic')).toBeVisible();
    await list.getByRole('button', { name: 'Delete Playwright Family Picnic' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully deleted SocialEvent' })).toBeVisible();
    await expect(list.getByText('Playwright Family Picnic')).toHaveCount(0);
  });

  test('/coming-soon has no accessibility violations for an admin with the list open', async ({ page }) => {
    await logIn(page, SEEDED_ADMIN);
    await page.goto('/coming-soon');
    await page.getByRole('button', { name: 'List flyers' }).click();
    await expect(page.getByRole('dialog', { name: 'Flyers' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the gallery, for an admin', () => {
  test('adds pictures with a group label and deletes one after confirming', async ({ page }) => {
    await logIn(page, SEEDED_ADMIN);
    await page.goto('/gallery');
    await page.getByRole('button', { name: 'Add pictures' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Gallery Pictures' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('Please enter a group label')).toBeVisible();

    await dialog.getByLabel('Group label').fill('Playwright Picnic');
    await dialog.getByLabel('Pictures').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: TINY_PNG },
      { name: 'two.png', mimeType: 'image/png', buffer: TINY_PNG },
    ]);
    await expect(dialog.getByText(/one\.png, 1 kb/)).toBeVisible();
    await expect(dialog.getByText(/two\.png, 1 kb/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully created Gallery Image(s)' })).toBeVisible();
    await expect(dialog).toBeHidden();

    const added = page.getByRole('button', { name: 'Delete: Playwright Picnic' });
    await expect(added).toHaveCount(2);
    for (const _ of [1, 2]) {
      await added.first().click();
      const confirm = page.getByRole('dialog', { name: 'Delete Confirmation' });
      await expect(confirm).toContainText('Are you sure that you want to delete this picture?');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Successfully deleted Gallery Image(s)' })).toBeVisible();
    }
    await expect(added).toHaveCount(0);
  });

  // Spec section 8: a create refused for lack of rights signs the user out with the reason, and the modal closes.
  test('signs out an admin whose rights were taken away, saying "Authorization failed:"', async ({ page, request }) => {
    const colleague = newAccount('Noor');
    await createAccountAsAdmin(request, colleague, 2);
    await logIn(page, colleague);
    await page.goto('/gallery');
    await page.getByRole('button', { name: 'Add pictures' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Gallery Pictures' });
    await dialog.getByLabel('Group label').fill('Playwright Picnic');
    await dialog.getByLabel('Pictures').setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: TINY_PNG });

    // Meanwhile the office makes the colleague a GENERAL member; their sign-in stays valid.
    const login = await request.post('/api/auth/login', { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
    const headers = { Authorization: `Bearer ${(await login.json()).token}` };
    const { users } = (await (await request.get('/api/users', { headers })).json()) as { users: { id: string; email: string }[] };
    const id = users.find((user) => user.email === colleague.email)?.id;
    const demoted = await request.put('/api/users', { headers, multipart: { payload: JSON.stringify({ id, accessLevel: 3 }) } });
    expect(demoted.status(), await demoted.text()).toBe(200);

    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Authorization failed: .+/ })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add pictures' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
