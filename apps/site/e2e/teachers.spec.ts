import { expectNoAxeViolations } from '@trailside/testing/axe';
import { type Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { SEEDED_ADMIN } from './support/e2e-env';
import { expect, test } from './support/test';

/** An 8x8 green PNG. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPImumHFTEMLQkA8qhUQfUOIIwAAAAASUVORK5CYII=';

async function adminToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
  return ((await response.json()) as { token: string }).token;
}

test.describe('the Teachers page', () => {
  test('shows the head of school first and every teacher with portrait, subject and social links', async ({ page }) => {
    await page.goto('/teachers');

    await expect(page.getByRole('heading', { level: 1, name: 'Teachers' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first().getByRole('heading', { name: 'Ruth Calder' })).toBeVisible();
    await expect(cards.first().getByText('Owner', { exact: true })).toBeVisible();
    await expect(cards.first().getByText('Head of School')).toBeVisible();
    await expect(cards).toHaveCount(6);

    const amara = cards.filter({ has: page.getByRole('heading', { name: 'Amara Bell' }) });
    await expect(amara.getByText('Primary K-2 Guide')).toBeVisible();
    await expect(amara.getByRole('link', { name: 'Amara Bell on Facebook' })).toHaveAttribute('href', 'https://social.example/facebook/amara.bell');
    await expect(amara.getByRole('link', { name: 'Amara Bell on LinkedIn' })).toBeVisible();
    await expect(amara.locator('img')).toHaveJSProperty('complete', true);
  });

  test('opens a profile from a card, and the profile survives a reload through ?id=', async ({ page }) => {
    await page.goto('/teachers');
    await page.getByRole('link', { name: 'Diego Marín', exact: true }).click();

    await expect(page).toHaveURL(/\/teachers-details\?id=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Teacher Details' })).toBeVisible();
    const expectProfile = async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'Diego Marín' })).toBeVisible();
      await expect(page.getByText('Spanish and Engineering Specialist')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Portrait of Diego Marín' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Passions' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Spanish' })).toHaveAttribute('value', '98');
      await expect(page.getByRole('link', { name: 'diego.marin@trailside-montessori.example' })).toHaveAttribute(
        'href',
        'mailto:diego.marin@trailside-montessori.example',
      );
      await expect(page.getByRole('link', { name: 'Diego Marín on Twitter' })).toBeVisible();
    };
    await expectProfile();

    await page.reload();
    await expectProfile();

    await page.getByRole('link', { name: 'Back to all teachers' }).click();
    await expect(page).toHaveURL(/\/teachers$/);
  });

  test('opens a profile by keyboard', async ({ page }) => {
    await page.goto('/teachers');
    await page.getByRole('link', { name: 'Luis Ortega', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Luis Ortega' })).toBeVisible();
  });

  test('links to a teacher’s video when one is set', async ({ page }) => {
    const token = await adminToken(page);
    const handle = `video${Date.now()}`;
    const created = await page.request.post('/api/teachers', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        payload: JSON.stringify({
          name: 'Nora Video',
          subject: 'Physical Education Specialist',
          email: `${handle}@trailside-montessori.example`,
          phone: '(555) 014-2799',
          facebook: `https://social.example/facebook/${handle}`,
          googlePlus: `https://social.example/googleplus/${handle}`,
          linkedin: `https://social.example/linkedin/${handle}`,
          instagram: `https://social.example/instagram/${handle}`,
          twitter: `https://social.example/twitter/${handle}`,
          desc: 'Nora runs the Friday relay races.',
          videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        }),
      },
    });
    expect(created.status()).toBe(201);
    const { teacher } = (await created.json()) as { teacher: { id: string } };
    try {
      await page.goto(`/teachers-details?id=${teacher.id}`);
      await expect(page.getByRole('link', { name: /Watch a video about Nora Video/ })).toHaveAttribute(
        'href',
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      );
    } finally {
      await page.request.delete('/api/teachers', { headers: { Authorization: `Bearer ${token}` }, data: { id: teacher.id } });
    }
  });
});

test.describe('the teacher details page sends people back to /teachers', () => {
  test('when no teacher id is given', async ({ page }) => {
    await page.goto('/teachers-details');
    await expect(page).toHaveURL(/\/teachers$/);
    await expect(page.getByRole('heading', { name: 'Ruth Calder' })).toBeVisible();
  });

  test('when a visitor asks for a teacher who does not exist', async ({ page }) => {
    await page.goto('/teachers-details?id=no-such-teacher');
    await expect(page).toHaveURL(/\/teachers$/);
  });

  test('but tells an admin that the teacher is missing', async ({ page }) => {
    await logIn(page, SEEDED_ADMIN);
    await page.goto('/teachers-details?id=no-such-teacher');
    await expect(page.getByRole('heading', { name: 'We could not find that teacher' })).toBeVisible();
    await expect(page).toHaveURL(/id=no-such-teacher$/);
  });
});

test.describe('an admin', () => {
  test('adds a teacher with the form, edits them in place and deletes them after confirming', async ({ page }) => {
    await logIn(page, SEEDED_ADMIN);
    await page.goto('/teachers');
    await page.getByRole('button', { name: 'Add Teacher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Teacher' });

    await dialog.getByRole('button', { name: 'Add Teacher' }).click();
    await expect(dialog.getByText("Please enter the teacher's name")).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();

    const handle = `kai${Date.now()}`;
    await dialog.getByLabel('Name').fill('Kai Fernsby');
    await dialog.getByLabel('Subject or class').fill('Physical Education Specialist');
    await dialog.getByLabel('Email').fill(`${handle}@trailside-montessori.example`);
    await dialog.getByLabel('Phone').fill('(555) 014-2798');
    for (const network of ['Facebook', 'Google Plus', 'LinkedIn', 'Instagram', 'Twitter']) {
      await dialog.getByLabel(`${network} link`).fill(`https://social.example/${network.toLowerCase().replace(' ', '')}/${handle}`);
    }
    await dialog.getByLabel('Description', { exact: true }).fill('Kai runs the Friday relay races and the winter skating trip.');
    await dialog.getByLabel('Skills').fill('Relay coaching: 90\nSkating: 75');
    await dialog.getByRole('button', { name: 'Add Teacher' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Successfully created Teacher' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Kai Fernsby', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Skating' })).toHaveAttribute('value', '75');

    const portrait = page.getByRole('img', { name: 'Portrait of Kai Fernsby' });
    await expect(portrait).toHaveCount(0);
    await page.getByRole('button', { name: 'Change picture' }).click();
    const pictureDialog = page.getByRole('dialog', { name: 'New picture of Kai Fernsby' });
    await pictureDialog.getByLabel('Picture').setInputFiles({ name: 'kai.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
    await pictureDialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully updated Teacher' })).toBeVisible();
    // The new picture is shown from the responsive variants the API made of it (WebP sources, JPEG fallback).
    await expect(portrait).toHaveAttribute('srcset', /^\/uploads\/teachers\/.+-480\.jpg 480w, /);

    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit Kai Fernsby' });
    await form.getByLabel('Subject or class').fill('Physical Education and Outdoor Specialist');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully updated Teacher' })).toBeVisible();
    await expect(page.getByText('Physical Education and Outdoor Specialist')).toBeVisible();

    await page.getByRole('button', { name: 'Delete teacher' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm.getByText('Are you sure that you want to delete this teacher?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully deleted Teacher' })).toBeVisible();
    await expect(page).toHaveURL(/\/teachers$/);
    await expect(page.getByRole('link', { name: 'Kai Fernsby', exact: true })).toHaveCount(0);
  });

  test('sees no accessibility violations in the Add Teacher form', async ({ page }) => {
    await logIn(page, SEEDED_ADMIN);
    await page.goto('/teachers');
    await page.getByRole('button', { name: 'Add Teacher' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Teacher' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sees no accessibility violations on a profile with the admin tools and the inline form', async ({ page }) => {
    await logIn(page, SEEDED_ADMIN);
    await page.goto('/teachers');
    await page.getByRole('link', { name: 'Maren Holt', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Delete teacher' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('form', { name: 'Edit Maren Holt' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Art and Music Specialist')).toBeVisible();
  });

  test('is the only one offered the Add Teacher button', async ({ page }) => {
    await page.goto('/teachers');
    await expect(page.getByRole('heading', { name: 'Ruth Calder' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Teacher' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ruth Calder', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });
});
