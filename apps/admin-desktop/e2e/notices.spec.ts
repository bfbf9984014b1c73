import { expectNoAxeViolations } from '@trailside/testing/axe';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN } from './support/e2e-env';

async function openNotices(page: Page) {
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Notices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
}

/** The notices the website shows now. */
const onTheSite = async (request: APIRequestContext) =>
  ((await (await request.get(`${apiUrl()}/api/notices`)).json()) as { notices: { message: string }[] }).notices.map((notice) => notice.message);

/** A wall-clock time an hour from now in `timeZone`, as a datetime-local field holds it. */
function inAnHour(timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(Date.now() + 3_600_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test.describe('the Notices view', () => {
  test('posts a weather closure from its template in a few steps, previewed as families will see it, then ends it', async ({ consolePage: page, request }) => {
    await openNotices(page);
    // Three actions: the template, a look at the preview, Post.
    await page.getByRole('button', { name: 'Closed for weather' }).click();
    const preview = page.getByRole('region', { name: 'Banner preview' });
    await expect(preview.getByRole('alert')).toHaveText(/^Urgent notice: School is closed today because of the weather\./);
    await expect(preview.getByRole('button', { name: /Close the notice/ })).toHaveCount(0);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page);
    }
    await page.getByRole('button', { name: 'Post notice' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Notice posted' })).toBeVisible();

    const running = page.getByRole('region', { name: 'On the website now' });
    await expect(running.getByRole('listitem')).toContainText(['School is closed today because of the weather.']);
    expect(await onTheSite(request)).toContain('School is closed today because of the weather. Please stay safe; we will post here as soon as we know about tomorrow.');

    await running.getByRole('button', { name: /^End now: School is closed today/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Notice ended' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ended' }).getByRole('listitem').first()).toContainText('School is closed today because of the weather.');
    expect(await onTheSite(request)).not.toContain('School is closed today because of the weather. Please stay safe; we will post here as soon as we know about tomorrow.');
  });

  test('schedules a late start ahead: listed as scheduled, not on the website yet', async ({ consolePage: page, request }) => {
    const { settings } = await (await request.get(`${apiUrl()}/api/settings`)).json();
    await openNotices(page);
    await page.getByRole('button', { name: 'Late start' }).click();
    await page.getByLabel(/^Starts/).fill(inAnHour(settings.timeZone));
    await page.getByRole('button', { name: 'Schedule notice' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Notice scheduled' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Scheduled' }).getByRole('listitem')).toContainText(['School starts two hours late today']);
    expect((await onTheSite(request)).some((message) => message.startsWith('School starts two hours late'))).toBe(false);
  });

  test('changes a running notice in the same form: families see the new words at once, and it keeps running', async ({ consolePage: page, request }) => {
    await openNotices(page);
    await page.getByRole('button', { name: 'Early dismissal' }).click();
    await page.getByRole('button', { name: 'Post notice' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Notice posted' })).toBeVisible();
    const running = page.getByRole('region', { name: 'On the website now' });

    // Change, then Cancel: the form is a new notice's again, and nothing changed.
    await running.getByRole('button', { name: /^Change: School closes early today/ }).click();
    await expect(page.getByRole('heading', { name: 'Change the notice' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/^School closes early today, at 12:30pm\./);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Post a notice' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    await running.getByRole('button', { name: /^Change: School closes early today/ }).click();
    await expect(running.getByText('Being changed in the form above.')).toBeVisible();
    await expectNoAxeViolations(page);
    const corrected = 'School closes early today, at 1:00pm. Please collect your child by 1:15pm or let the office know who will.';
    await page.getByRole('textbox', { name: 'Message' }).fill(corrected);
    await page.getByRole('textbox', { name: 'Link (optional)' }).fill('not a web address');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The link must be a full web address starting with http:// or https://').first()).toBeVisible();
    expect(await onTheSite(request)).toContain('School closes early today, at 12:30pm. Please collect your child by 12:45pm or let the office know who will.');

    await page.getByRole('textbox', { name: 'Link (optional)' }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Notice saved' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Post a notice' })).toBeVisible();
    await expect(running.getByRole('listitem').filter({ hasText: corrected })).toHaveCount(1);
    const shown = await onTheSite(request);
    expect(shown).toContain(corrected);
    expect(shown.some((message) => message.includes('12:30pm'))).toBe(false);
  });

  test('says what to fix when the message is missing', async ({ consolePage: page }) => {
    await openNotices(page);
    await page.getByRole('button', { name: 'Post notice' }).click();
    await expect(page.getByText('Please write the notice, a sentence or two')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  });
});
