import { expectNoAxeViolations } from '@trailside/testing/axe';
import { type Page } from '@playwright/test';
import { logIn, newAccount, registerAccount } from './support/accounts';
import { SEEDED_ADMIN } from './support/e2e-env';
import { expect, test, waitingForTheApp } from './support/test';

const section = (page: Page) => page.getByRole('region', { name: 'What Families Say' });
const card = (page: Page, text: string) => section(page).getByRole('figure').filter({ hasText: text });

async function addTestimonial(page: Page, text: string) {
  await section(page).getByRole('button', { name: 'Add a testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a testimonial' });
  await dialog.getByRole('textbox', { name: 'Testimonial' }).fill(text);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully created Testimonial' })).toBeVisible();
}

test.describe('testimonials on the home page', () => {
  test('show visitors the approved words of families, with no way to add or moderate', async ({ page }) => {
    await page.goto('/');

    await expect(card(page, 'Theo was a shy five-year-old')).toBeVisible();
    await expect(card(page, 'Theo was a shy five-year-old')).toContainText('Maya');
    await expect(card(page, 'The spring concert was wonderful')).toHaveCount(0);
    await expect(card(page, 'car-pool list')).toHaveCount(0);
    await expect(section(page).getByText('Awaiting Approval')).toHaveCount(0);
    // Only the carousel's own Previous and Next buttons: nothing to add, edit or moderate.
    await expect(section(page).getByRole('button', { name: /add|edit|approve|reject|delete/i })).toHaveCount(0);
  });

  test('let a signed-in family write one, see it awaiting approval, change its text and delete it', async ({ page, browser }) => {
    const family = newAccount('Priya');
    await registerAccount(page.request, family);
    await logIn(page, family);
    await page.goto('/');

    await section(page).getByRole('button', { name: 'Add a testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a testimonial' });
    await expect(dialog.getByRole('textbox', { name: 'Testimonial' })).toHaveAttribute('placeholder', 'Enter testimonial');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter your testimonial')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const words = `Our twins found their people here ${Date.now()}`;
    await addTestimonial(page, words);
    const mine = card(page, words);
    await expect(mine).toContainText('Priya');
    await expect(mine.getByText('Awaiting Approval')).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    await mine.getByRole('button', { name: 'Edit' }).click();
    const form = section(page).getByRole('form', { name: 'Edit the testimonial from Priya' });
    await form.getByRole('textbox', { name: 'Testimonial' }).fill(`${words}, and so did we.`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully updated Testimonial' })).toBeVisible();
    await expect(card(page, `${words}, and so did we.`)).toBeVisible();

    const visitor = waitingForTheApp(await browser.newPage());
    await visitor.goto('/');
    await expect(card(visitor, 'Theo was a shy five-year-old')).toBeVisible();
    await expect(card(visitor, words)).toHaveCount(0);
    await visitor.close();

    await card(page, words).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully deleted Testimonial' })).toBeVisible();
    await expect(card(page, words)).toHaveCount(0);
  });

  test('let an admin approve, reject and delete after confirming, and see deletes on request', async ({ page, browser }) => {
    const family = newAccount('Jonas');
    await registerAccount(page.request, family);
    const words = `The garden project changed how Mila eats vegetables ${Date.now()}`;
    const familyPage = waitingForTheApp(await browser.newPage());
    await logIn(familyPage, family);
    await familyPage.goto('/');
    await addTestimonial(familyPage, words);
    await familyPage.close();

    await logIn(page, SEEDED_ADMIN);
    await page.goto('/');
    const theirs = card(page, words);
    await expect(theirs.getByText('Awaiting Approval')).toBeVisible();

    await theirs.getByRole('button', { name: 'Approve' }).click();
    let dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(dialog.getByText('Are you sure that you want to approve this Testimonial?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully updated Testimonial' })).toBeVisible();
    await expect(theirs.getByText('Awaiting Approval')).toHaveCount(0);

    await theirs.getByRole('button', { name: 'Reject' }).click();
    dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(dialog.getByText('Are you sure that you want to reject this Testimonial?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(theirs.getByText('Awaiting Approval')).toBeVisible();

    await theirs.getByRole('button', { name: 'Delete' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await expect(dialog.getByText('Are you sure that you want to delete this Testimonial?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully deleted Testimonial' })).toBeVisible();
    await expect(theirs).toHaveCount(0);

    await section(page).getByLabel('Show deletes').check();
    await expect(theirs).toBeVisible();
    await expect(card(page, 'car-pool list')).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Approve' })).toBeVisible();
  });

  test('have no accessibility violations for an admin', async ({ page }) => {
    await logIn(page, SEEDED_ADMIN);
    await page.goto('/');
    await section(page).getByLabel('Show deletes').check();
    await expect(card(page, 'car-pool list')).toBeVisible();
    await expectNoAxeViolations(page, { include: '.testimonials' });
  });
});
