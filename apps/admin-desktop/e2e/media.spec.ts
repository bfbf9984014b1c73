import { expectNoAxeViolations } from '@trailside/testing/axe';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { IMAGE_KINDS, MAX_UPLOAD_BYTES } from '@trailside/domain/api/image-types';
import { UPLOAD_MESSAGES } from '@trailside/domain/api/upload-messages';
import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import type { Teacher } from '@trailside/domain/teachers/teacher.types';
import { GALLERY_CONFIRM_DELETE, GALLERY_SUCCESS } from '@trailside/domain/gallery/gallery.messages';
import { TEACHER_SUCCESS } from '@trailside/domain/teachers/teacher.messages';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN } from './support/e2e-env';

/** What the drop carries: a picture drawn in the page, a text file named like a picture, or a file of `bytes` zeros. */
type DroppedFile = { name: string; color: string } | { name: string; text: string } | { name: string; bytes: number };

/**
 * Drops files onto the window as a person would: a real `drop` event (after `dragover`) whose
 * DataTransfer is built in the page from real files (pictures drawn on a canvas, encoded as PNG).
 */
async function dropFiles(page: Page, files: DroppedFile[]) {
  await page.evaluate(async (specs) => {
    const transfer = new DataTransfer();
    for (const spec of specs) {
      let blob: Blob;
      if ('color' in spec) {
        const canvas = document.createElement('canvas');
        canvas.width = 64;
        canvas.height = 48;
        const context = canvas.getContext('2d')!;
        context.fillStyle = spec.color;
        context.fillRect(0, 0, 64, 48);
        blob = await new Promise<Blob>((resolve) => canvas.toBlob((png) => resolve(png!), 'image/png'));
      } else if ('text' in spec) {
        blob = new Blob([spec.text], { type: 'image/png' });
      } else {
        blob = new Blob([new Uint8Array(spec.bytes)], { type: 'image/jpeg' });
      }
      transfer.items.add(new File([blob], spec.name, { type: blob.type }));
    }
    const target = document.querySelector('main') ?? document.body;
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, files);
}

/** The gallery's pictures in one group, from the public API (what the website shows). */
async function galleryGroup(request: APIRequestContext, groupLabel: string): Promise<GalleryImage[]> {
  const response = await request.get(`${apiUrl()}/api/gallery`, { params: { query: JSON.stringify({ groupLabel, limit: 100 }) } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { gallery: GalleryImage[] }).gallery;
}

/**
 * Every upload request the console sends to the gallery, by the file it carries. The requests pass
 * through unchanged; Playwright shows an XMLHttpRequest's Blob body only to a route.
 */
async function recordGalleryUploads(page: Page): Promise<string[]> {
  const sent: string[] = [];
  await page.route(`${apiUrl()}/api/gallery`, async (route) => {
    const request = route.request();
    if (request.method() === 'POST') sent.push(/filename="([^"]+)"/.exec(request.postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? '(no file)');
    await route.fallback();
  });
  return sent;
}

const uploads = (page: Page): Locator => page.getByRole('region', { name: 'Upload pictures' });
const queued = (page: Page, name: string): Locator => page.getByRole('list', { name: 'Pictures to upload' }).getByRole('listitem', { name, exact: true });


test.describe('the Media view', () => {
  test.beforeEach(async ({ consolePage: page }) => {
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Media' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  });

  test('uploads dropped pictures one by one: four land with their label and descriptions, two say why not, and a retry sends only its file', async ({
    consolePage: page,
    request,
  }) => {
    const group = 'Spring Garden Walk';
    const sent = await recordGalleryUploads(page);
    await uploads(page).getByRole('combobox', { name: 'Group label' }).fill(group);

    await dropFiles(page, [
      { name: 'beans.png', color: '#2c5e45' },
      { name: 'notes.png', text: 'Bring boots on Friday: this is a note, not a picture.' },
      { name: 'sunflowers.png', color: '#f2b441' },
      { name: 'scan.jpg', bytes: MAX_UPLOAD_BYTES + 1 },
      { name: 'compost.png', color: '#a8470c' },
      { name: 'worms.png', color: '#1e4532' },
    ]);

    // Each file with its preview and size in kb; the one over the limit is refused before anything is sent.
    await expect(page.getByRole('list', { name: 'Pictures to upload' }).getByRole('listitem')).toHaveCount(6);
    await expect(queued(page, 'beans.png').getByRole('img', { name: 'Preview of beans.png' })).toBeVisible();
    await expect(queued(page, 'beans.png')).toContainText(/beans\.png, \d+ kb/);
    await expect(queued(page, 'scan.jpg')).toContainText(`scan.jpg, ${Math.round((MAX_UPLOAD_BYTES + 1) / 1024)} kb`);
    await expect(queued(page, 'scan.jpg')).toContainText(UPLOAD_MESSAGES.tooLarge(MAX_UPLOAD_BYTES));
    await expect(queued(page, 'scan.jpg').getByRole('button', { name: 'Retry scan.jpg' })).toHaveCount(0);

    // A description is asked for before anything goes.
    await page.getByRole('button', { name: 'Upload 5 pictures' }).click();
    await expect(queued(page, 'beans.png').getByText('Please describe this picture for people who cannot see it')).toBeVisible();
    expect(sent).toEqual([]);

    const descriptions: Record<string, string> = {
      'beans.png': 'Runner beans climbing the garden fence',
      'notes.png': 'A note about boots',
      'sunflowers.png': 'Sunflowers taller than the first graders',
      'compost.png': 'The compost bin the class built',
      'worms.png': 'Earthworms in a child’s cupped hands',
    };
    for (const [name, alt] of Object.entries(descriptions)) await queued(page, name).getByLabel('Description (alt text)').fill(alt);
    await page.getByRole('button', { name: 'Upload 5 pictures' }).click();

    for (const name of ['beans.png', 'sunflowers.png', 'compost.png', 'worms.png']) {
      await expect(queued(page, name)).toContainText('Uploaded');
      await expect(queued(page, name).getByRole('progressbar', { name: `Upload of ${name}` })).toHaveAttribute('value', '100');
    }
    // The server looked at the bytes: a file named like a picture that is not one fails with its message.
    await expect(queued(page, 'notes.png')).toContainText('Upload failed');
    await expect(queued(page, 'notes.png')).toContainText(UPLOAD_MESSAGES.notTaken(IMAGE_KINDS.gallery));
    await expect(page.getByRole('status').filter({ hasText: '4 uploaded, 2 not uploaded.' })).toBeVisible();
    expect([...sent].sort()).toEqual(['beans.png', 'compost.png', 'notes.png', 'sunflowers.png', 'worms.png']);

    const landed = await galleryGroup(request, group);
    expect(landed.map(({ groupLabel, alt }) => ({ groupLabel, alt })).sort((a, b) => a.alt.localeCompare(b.alt))).toEqual(
      ['beans.png', 'compost.png', 'worms.png', 'sunflowers.png'].map((name) => ({ groupLabel: group, alt: descriptions[name] })).sort((a, b) => a.alt.localeCompare(b.alt)),
    );

    // Retry sends that one file again, and nothing else.
    await queued(page, 'notes.png').getByRole('button', { name: 'Retry notes.png' }).click();
    await expect.poll(() => sent.length).toBe(6);
    expect(sent.at(-1)).toBe('notes.png');
    await expect(queued(page, 'notes.png')).toContainText(UPLOAD_MESSAGES.notTaken(IMAGE_KINDS.gallery));
    await expect(queued(page, 'notes.png')).toContainText('Upload failed');
    expect(await galleryGroup(request, group)).toHaveLength(4);

    await expectNoAxeViolations(page);
  });

  test('a picture whose upload was cut off lands when retried, without sending the others again', async ({ consolePage: page, request }) => {
    const group = 'Harvest Festival';
    // The connection drops under the first try of one picture only; it is back when the person retries.
    let dropped = false;
    await page.route(`${apiUrl()}/api/gallery`, async (route) => {
      if (!dropped && route.request().postDataBuffer()?.toString('latin1').includes('filename="pumpkins.png"')) {
        dropped = true;
        await route.abort('connectionreset');
        return;
      }
      await route.fallback();
    });
    // Registered last, so it sees every request first, the dropped one too.
    const sent = await recordGalleryUploads(page);

    await uploads(page).getByRole('combobox', { name: 'Group label' }).fill(group);
    await dropFiles(page, [
      { name: 'apples.png', color: '#a11d16' },
      { name: 'pumpkins.png', color: '#c2560f' },
    ]);
    await queued(page, 'apples.png').getByLabel('Description (alt text)').fill('Apples in a wooden crate');
    await queued(page, 'pumpkins.png').getByLabel('Description (alt text)').fill('Pumpkins lined up on the porch');
    await page.getByRole('button', { name: 'Upload 2 pictures' }).click();

    await expect(queued(page, 'apples.png')).toContainText('Uploaded');
    await expect(queued(page, 'pumpkins.png')).toContainText(UPLOAD_MESSAGES.unreachable);
    expect((await galleryGroup(request, group)).map((picture) => picture.alt)).toEqual(['Apples in a wooden crate']);

    await queued(page, 'pumpkins.png').getByRole('button', { name: 'Retry pumpkins.png' }).click();
    await expect(queued(page, 'pumpkins.png')).toContainText('Uploaded');
    expect([...sent].sort()).toEqual(['apples.png', 'pumpkins.png', 'pumpkins.png']);
    expect((await galleryGroup(request, group)).map((picture) => picture.alt).sort()).toEqual(['Apples in a wooden crate', 'Pumpkins lined up on the porch']);
  });

  test('edits a picture’s label and description in the grid and deletes a picture', async ({ consolePage: page, request }) => {
    const group = 'Winter Concert';
    await uploads(page).getByRole('combobox', { name: 'Group label' }).fill(group);
    await dropFiles(page, [
      { name: 'choir.png', color: '#2c5e45' },
      { name: 'drums.png', color: '#f2b441' },
    ]);
    await queued(page, 'choir.png').getByLabel('Description (alt text)').fill('The choir on stage');
    await queued(page, 'drums.png').getByLabel('Description (alt text)').fill('Drums in the hall');
    await page.getByRole('button', { name: 'Upload 2 pictures' }).click();
    await expect(queued(page, 'drums.png')).toContainText('Uploaded');
    await expect(queued(page, 'choir.png')).toContainText('Uploaded');

    const gallery = page.getByRole('region', { name: 'Gallery pictures' });
    await gallery.getByLabel('Show group').selectOption({ label: `${group} (2)` });
    const grid = gallery.getByRole('list', { name: `Pictures in ${group}` });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await expect(grid.getByRole('img', { name: 'The choir on stage' })).toBeVisible();

    const choir = grid.getByRole('form', { name: 'Picture: The choir on stage' });
    await choir.getByLabel('Description (alt text)').fill('The lower-school choir singing on stage');
    await choir.getByLabel('Group label').fill('Winter Concert 2026');
    await choir.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: GALLERY_SUCCESS.updated })).toBeVisible();
    await expect.poll(async () => (await galleryGroup(request, 'Winter Concert 2026')).map(({ alt }) => alt)).toEqual(['The lower-school choir singing on stage']);

    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await grid.getByRole('button', { name: 'Delete Drums in the hall' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await expect(dialog).toContainText(GALLERY_CONFIRM_DELETE);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: GALLERY_SUCCESS.deleted })).toBeVisible();
    await expect.poll(async () => (await galleryGroup(request, group)).length).toBe(0);

    await expectNoAxeViolations(page);
  });

  test('puts a picture on a teacher, after checking it against the teachers’ own list of kinds', async ({ consolePage: page, request }) => {
    const teachers = async () => ((await (await request.get(`${apiUrl()}/api/teachers`)).json()) as { teachers: Teacher[] }).teachers;
    const [teacher] = await teachers();

    await page.getByRole('radio', { name: 'A teacher’s picture' }).check();
    await dropFiles(page, [
      { name: 'portrait.gif', color: '#2c5e45' },
      { name: 'portrait.png', color: '#1e4532' },
    ]);
    // A GIF suits the gallery, not a teacher's profile.
    await expect(queued(page, 'portrait.gif')).toContainText(UPLOAD_MESSAGES.notTaken(IMAGE_KINDS.teacher));
    await page.getByRole('button', { name: 'Upload 1 picture' }).click();
    await expect(page.getByText('Please choose where the picture goes')).toBeVisible();

    await page.getByRole('combobox', { name: 'Teacher' }).selectOption({ label: teacher.name });
    await expect(page.getByText('Please choose where the picture goes')).toHaveCount(0);
    await page.getByRole('button', { name: 'Upload 1 picture' }).click();
    await expect(queued(page, 'portrait.png')).toContainText('Uploaded');
    await expect(page.getByRole('status').filter({ hasText: TEACHER_SUCCESS.updated })).toBeVisible();
    const updated = (await teachers()).find(({ id }) => id === teacher.id);
    expect(updated?.imageUrl).toBeTruthy();
    expect(updated?.imageUrl).not.toBe(teacher.imageUrl);
  });
});

test.describe('the Media view in the installed console', () => {
  test.use({ installedApp: true });

  test('shows every gallery picture, the sample ones and two just uploaded, from the server’s address', async ({ consolePage: page }) => {
    expect(page.url()).toMatch(/^file:\/\//);
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Media' }).click();
    await uploads(page).getByRole('combobox', { name: 'Group label' }).fill('Autumn Leaves');
    await dropFiles(page, [
      { name: 'maple.png', color: '#c2560f' },
      { name: 'oak.png', color: '#6f4700' },
    ]);
    await queued(page, 'maple.png').getByLabel('Description (alt text)').fill('A red maple leaf');
    await queued(page, 'oak.png').getByLabel('Description (alt text)').fill('A brown oak leaf');
    await page.getByRole('button', { name: 'Upload 2 pictures' }).click();
    await expect(queued(page, 'oak.png')).toContainText('Uploaded');
    await expect(queued(page, 'maple.png')).toContainText('Uploaded');

    const grid = page.getByRole('region', { name: 'Gallery pictures' }).getByRole('list', { name: 'Every gallery picture' });
    await expect(grid.getByRole('img', { name: 'A red maple leaf' })).toBeVisible();
    const pictures = grid.getByRole('img');
    expect(await pictures.count()).toBeGreaterThan(2);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute('src', new RegExp(`^${apiUrl()}/uploads/`));
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { message: await picture.getAttribute('alt') ?? '' }).toBeGreaterThan(0);
    }
  });
});
