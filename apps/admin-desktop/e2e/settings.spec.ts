import { expectNoAxeViolations } from '@trailside/testing/axe';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN } from './support/e2e-env';

async function openSettings(page: Page) {
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Site settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'School details' })).toBeVisible();
}

function form(page: Page) {
  return page.getByRole('form', { name: 'School details' });
}

async function save(page: Page) {
  await form(page).getByRole('button', { name: 'Save settings' }).click();
}

test.describe('the Site settings view', () => {
  test('finds the school’s time zone by a city’s name in the list of zones, and saves it', async ({ consolePage: page, request }) => {
    const zoneOnServer = async () => ((await (await request.get(`${apiUrl()}/api/settings`)).json()) as { settings: { timeZone: string } }).settings.timeZone;
    const before = await zoneOnServer();
    await openSettings(page);
    const zone = form(page).getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveValue(before);
    // Every zone the computer knows is offered, not a free text field.
    expect(await zone.getByRole('option').count()).toBeGreaterThan(300);

    await form(page).getByRole('searchbox', { name: 'Find a time zone' }).fill('chicago');
    await expect(zone).toHaveValue('America/Chicago');
    await expect(zone.getByRole('option', { name: /^America\/Chicago \(GMT-0[56]:00\)$/ })).toHaveCount(1);
    await expect(form(page).getByText('1 zone matches.')).toBeVisible();
    await save(page);
    await expect(page.getByText('Successfully updated Settings', { exact: true })).toBeVisible();
    expect(await zoneOnServer()).toBe('America/Chicago');

    // And back, by choosing it in the list.
    await form(page).getByRole('searchbox', { name: 'Find a time zone' }).fill('');
    await zone.selectOption(before);
    await save(page);
    await expect.poll(zoneOnServer).toBe(before);
  });

  test('changes the phone number, and the website’s footer shows the new one', async ({ consolePage: page }) => {
    await openSettings(page);
    const phone = form(page).getByLabel('Phone');
    await expect(phone).toHaveValue('(555) 014-2780');

    await phone.fill('(555) 014-7321');
    await save(page);
    await expect(page.getByText('Successfully updated Settings', { exact: true })).toBeVisible();

    // The API serves the built website; open it beside the console, as a family would.
    const site = await page.context().newPage();
    await site.goto(`${apiUrl()}/`);
    await expect(site.getByRole('contentinfo')).toContainText('(555) 014-7321');
    await expect(site.getByRole('contentinfo')).not.toContainText('(555) 014-2780');
    await site.close();

    // And the console shows what the server now holds when the view opens again.
    await page.reload();
    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Site settings' }).click();
    await expect(form(page).getByLabel('Phone')).toHaveValue('(555) 014-7321');
  });

  test('checks each field with the domain’s messages and sends nothing wrong', async ({ consolePage: page, request }) => {
    await openSettings(page);
    const before = await (await request.get(`${apiUrl()}/api/settings`)).json();

    await form(page).getByLabel('Phone').fill('  ');
    await save(page);
    await expect(form(page).getByText('Please enter the school phone number')).toBeVisible();
    await expect(form(page).getByLabel('Phone')).toBeFocused();
    await form(page).getByLabel('Phone').fill(before.settings.phone);

    await form(page).getByLabel('Email').fill('office-at-school');
    await save(page);
    await expect(form(page).getByText('Please enter a valid email address, like office@school.example')).toBeVisible();
    await form(page).getByLabel('Email').fill(before.settings.email);

    await form(page).getByLabel('Intro video').fill('too-short');
    await save(page);
    await expect(form(page).getByText('A YouTube video id has exactly 11 characters (letters, digits, - or _), like M7lc1UVf-VE')).toBeVisible();
    await form(page).getByLabel('Intro video').fill('');

    // Near its limit a field counts; over it, it says so, keeps every character, and the save says what to do.
    const longName = 'Trailside Montessori K-8, '.repeat(5).trim();
    await form(page).getByLabel('School name').fill(longName);
    await expect(form(page).getByLabel('School name')).toHaveValue(longName);
    await expect(form(page).getByText('129 of 100 characters: 29 too many. Please shorten it before sending.', { exact: true })).toBeVisible();
    await save(page);
    await expect(form(page).getByText('This is too long; please shorten it')).toBeVisible();
    await form(page).getByLabel('School name').fill(before.settings.schoolName);
    await expect(form(page).getByText(/ of 100 characters/)).toHaveCount(0);

    await form(page).getByLabel('Merchandise store address').fill('shop.example');
    await save(page);
    await expect(form(page).getByText('The store address must be a full web address starting with http:// or https://')).toBeVisible();
    await form(page).getByLabel('Merchandise store address').fill(before.settings.storeUrl ?? '');

    await save(page);
    await expect(form(page).getByRole('alert')).toHaveText('Please change at least one setting');
    expect(await (await request.get(`${apiUrl()}/api/settings`)).json()).toEqual(before);
  });

  test('saves the store and the intro video, reading a YouTube link down to its id', async ({ consolePage: page, request }) => {
    await openSettings(page);
    await form(page).getByLabel('Merchandise store address').fill('https://store.trailside-montessori.example/');
    await form(page).getByLabel('Intro video').fill('https://www.youtube.com/watch?v=M7lc1UVf-VE');
    await form(page).getByLabel('School hours').fill('8:15am-3:45pm');
    await save(page);
    await expect(page.getByText('Successfully updated Settings', { exact: true })).toBeVisible();

    const { settings } = await (await request.get(`${apiUrl()}/api/settings`)).json();
    expect(settings).toMatchObject({ storeUrl: 'https://store.trailside-montessori.example/', introVideoId: 'M7lc1UVf-VE', hours: '8:15am-3:45pm' });
  });

  test('has no accessibility violations, with and without a field error', async ({ consolePage: page }) => {
    await openSettings(page);
    await expectNoAxeViolations(page);

    await form(page).getByLabel('School name').fill('');
    await save(page);
    await expect(form(page).getByText('Please enter the school name')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
