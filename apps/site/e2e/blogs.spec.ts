import { expectNoAxeViolations } from '@trailside/testing/axe';
import { type Page } from '@playwright/test';
import { logIn, newAccount, registerAccount } from './support/accounts';
import { SEEDED_ADMIN } from './support/e2e-env';
import { expect, test, waitingForTheApp } from './support/test';

// The API seeds seven posts from the 2025-26 school year (apps/api/src/blogs/blogs.sample.ts), newest first.
const NEWEST = 'Welcome back to a new school year';
const MULTI_AGE = 'How our multi-age classrooms work';
const SCIENCE_FAIR = 'Science fair 2026: volcanoes, bridges and a very loud potato';
const GARDEN = 'The garden project: from bare ground to first harvest';

const cards = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('article') }).getByRole('article');

async function openPost(page: Page, title: string) {
  await page.goto('/blog-classic-grid');
  const grid = page.getByRole('region', { name: /^Blog posts, page \d+$/ });
  for (let pageNumber = 1; pageNumber <= 5; pageNumber += 1) {
    // The footer's recent-posts widget links to some posts too; the grid is in the main content.
    const link = page.getByRole('main').getByRole('link', { name: title, exact: true });
    // Only look once the grid shows this page's own posts: right after "Next" it may still show the last page's.
    await expect(grid).toHaveAccessibleName(`Blog posts, page ${pageNumber}`);
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await expect(cards(page).first()).toBeVisible();
    if (await link.count()) {
      await link.click();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      return;
    }
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Next' }).click();
  }
  throw new Error(`No card for ${title}`);
}

test('the grid shows three posts a page, newest first, with 80-character previews', async ({ page }) => {
  await page.goto('/blog-classic-grid');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  const first = cards(page).first();
  await expect(first.getByRole('heading', { name: NEWEST })).toBeVisible();
  await expect(first.getByText('The classrooms are set up, the pencils are sharp and the garden survived the sum...', { exact: true })).toBeVisible();
  await expect(first.getByText(/\[end\]|\[quote\]/)).toHaveCount(0);

  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  // Each page is a link to its own address, which search engines and a crawl follow.
  await expect(pages.getByRole('link', { name: /^Page \d$/ })).toHaveCount(3);
  await expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog-classic-grid?page=3');
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole('heading', { name: SCIENCE_FAIR })).toBeVisible();
  await expect(cards(page).getByText('Thirty-eight projects filled the gym on Thursday evening for our science fair. E...')).toBeVisible();

  await pages.getByRole('link', { name: 'Page 3' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: MULTI_AGE })).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Followed in place, without loading the page again.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The page is in the address, so a reload stays put.
  await page.reload();
  await expect(page.getByRole('heading', { name: MULTI_AGE })).toBeVisible();
});

test('a card opens the post through navigation state, and the ?id= link survives a reload', async ({ page }) => {
  await page.goto('/blog-classic-grid');
  await page.getByRole('link', { name: new RegExp(`^Read More\\s+about ${NEWEST}$`) }).click();
  await expect(page).toHaveURL(/\/blog-details\?id=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: NEWEST })).toBeVisible();
  await expect(page.getByText('by School Office')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: NEWEST })).toBeVisible();
  // The sidebar lists the three newest posts, then the whole blog: its list and its archive by year.
  const sidebar = page.getByRole('complementary', { name: 'More from the blog' });
  await expect(sidebar.getByRole('link')).toHaveCount(5);
  await expect(sidebar.getByRole('link').nth(3)).toHaveText('All blog posts');
  await expect(sidebar.getByRole('link').nth(4)).toHaveText('All posts, by year');
  await expect(sidebar.getByRole('link', { name: NEWEST })).toBeVisible();
});

test('a post shows its quote block without the markers', async ({ page }) => {
  await openPost(page, GARDEN);
  await expect(page.locator('blockquote')).toContainText("I didn't know a seed could push a rock out of the way.");
  await expect(page.getByText(/\[quote\]|\[end\]/)).toHaveCount(0);
});

test('the details page without a post id goes to the grid; an unknown id is explained', async ({ page }) => {
  await page.goto('/blog-details');
  await expect(page).toHaveURL(/\/blog-classic-grid$/);
  await expect(cards(page)).toHaveCount(3);
  await page.goto('/blog-details?id=no-such-post');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that post' })).toBeVisible();
  await page.getByRole('link', { name: 'See all blog posts' }).click();
  await expect(page).toHaveURL(/\/blog-classic-grid$/);
});

test('the archive lists the blog by year and month, from the grid and from a post, and says how to write a year', async ({ page }) => {
  await page.goto('/blog-classic-grid');
  await page.getByRole('main').getByRole('link', { name: 'All posts, by year' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Archive' })).toBeVisible();
  const years = page.getByRole('navigation', { name: 'Years' });
  await years.getByRole('link', { name: '2025', exact: true }).click();
  await expect(page).toHaveURL(/\/blog-archive\?year=2025$/);
  await expect(page).toHaveTitle(/^Blog posts from 2025 \| /);
  await expect(years.getByRole('link', { name: '2025', exact: true })).toHaveAttribute('aria-current', 'page');
  const year = page.getByRole('region', { name: 'Posts from 2025' });
  await expect(year.getByRole('heading', { level: 3 })).toHaveText(['October 2025', 'September 2025']);
  await year.getByRole('region', { name: 'September 2025' }).getByRole('link', { name: MULTI_AGE }).click();
  await expect(page.getByRole('heading', { level: 2, name: MULTI_AGE })).toBeVisible();

  await page.getByRole('complementary').getByRole('link', { name: 'All posts, by year' }).click();
  await expect(page).toHaveURL(/\/blog-archive$/);
  await expect(page.getByRole('region', { name: /^Posts from \d{4}$/ }).getByRole('link').first()).toBeVisible();

  await page.goto('/blog-archive?year=last-spring');
  await expect(page.getByText('Please choose a year as four digits, like 2027, between 1900 and 2200.')).toBeVisible();
  await page.getByRole('link', { name: 'See the newest year’s posts' }).click();
  await expect(page.getByRole('navigation', { name: 'Years' })).toBeVisible();
});

test('a visitor sees only approved comments, with reply counts, and is asked to log in', async ({ page }) => {
  await openPost(page, MULTI_AGE);
  await expect(page.getByRole('heading', { name: '4 Comments' })).toBeVisible();
  const comments = page.getByRole('list', { name: 'Comments', exact: true });
  await expect(comments.getByRole('article')).toHaveCount(2);
  await expect(comments.getByText('This is exactly what sold us on Trailside.', { exact: false })).toBeVisible();
  await expect(page.getByText('Do the three-year groups ever get split', { exact: false })).toHaveCount(0);
  await expect(page.getByText('Awaiting approval')).toHaveCount(0);

  await expect(page.getByRole('status').filter({ hasText: 'Successfully fetched Comments' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show 1 reply' }).click();
  const replies = page.getByRole('list', { name: 'Replies to Maya Okafor' });
  await expect(replies.getByText('She is in her third year in Primary now', { exact: false })).toBeVisible();
  // Spec section 8: replies fetched on request are announced.
  await expect(page.getByRole('status').filter({ hasText: 'Successfully fetched Comments' })).toBeVisible();
  await replies.getByRole('button', { name: 'Show 1 reply' }).click();
  await expect(page.getByText('Lucia showed him how to do the stamp game', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Hide 1 reply' }).first().click();
  await expect(replies).toHaveCount(0);

  await expect(page.getByText('Please log in to post.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Reply/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in parent comments and sees it awaiting approval; visitors do not see it', async ({ page, browser, request }) => {
  const parent = newAccount('Priya', 'Shah');
  await registerAccount(request, parent);
  await logIn(page, parent);
  await openPost(page, GARDEN);
  const text = `Our radishes at home are nowhere near as big ${Date.now()}`;
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Please write your comment')).toBeVisible();
  await page.getByLabel('Your comment').fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully created Comment' })).toBeVisible();
  const mine = page.getByRole('article', { name: 'Comment by Priya Shah' });
  await expect(mine.getByText(text)).toBeVisible();
  await expect(mine.getByText('Awaiting approval')).toBeVisible();

  const visitor = waitingForTheApp(await browser.newPage());
  await openPost(visitor, GARDEN);
  await expect(visitor.getByRole('article', { name: 'Comment by Maya Okafor' })).toBeVisible();
  await expect(visitor.getByText(text)).toHaveCount(0);
  await visitor.close();
});

test('a reply is confirmed with "Successfully created Comment", not with the fetch of its thread that follows', async ({ page, request }) => {
  const parent = newAccount('Wren', 'Adeyemi');
  await registerAccount(request, parent);
  await logIn(page, parent);
  await openPost(page, MULTI_AGE);
  // The message banner's status region (a spinner is a status too).
  const banner = page.locator('.message-banner-region').getByRole('status');
  await expect(banner).toBeEmpty();
  // Every text the banner shows from here on, however briefly.
  await banner.evaluate((region) => {
    const shown: string[] = [];
    (window as unknown as { bannerTexts: string[] }).bannerTexts = shown;
    new MutationObserver(() => {
      const text = region.textContent?.replace('×', '').trim();
      if (text && shown.at(-1) !== text) shown.push(text);
    }).observe(region, { childList: true, subtree: true, characterData: true });
  });
  const thread = page.getByRole('article', { name: 'Comment by Maya Okafor' });
  await thread.getByRole('button', { name: 'Reply to Maya Okafor' }).click();
  await thread.getByLabel('Your reply').fill('Our son started in Primary this year and loves the older children.');
  await thread.getByRole('button', { name: 'Post Reply' }).click();
  // The reply shows in the thread, opened for it: the replies were fetched again.
  await expect(page.getByRole('list', { name: 'Replies to Maya Okafor' }).getByRole('article', { name: 'Comment by Wren Adeyemi' })).toBeVisible();
  // Once the banner has cleared itself, it said only what the family did.
  await expect(banner).toBeEmpty();
  expect(await page.evaluate(() => (window as unknown as { bannerTexts: string[] }).bannerTexts)).toEqual(['Successfully created Comment']);
});

test('a comment over the limit is kept whole, counted, and refused with the limit named: nothing is cut', async ({ page, request }) => {
  const parent = newAccount('Noor', 'Haddad');
  await registerAccount(request, parent);
  await logIn(page, parent);
  await openPost(page, GARDEN);
  const box = page.getByLabel('Your comment');
  await expect(page.getByText('0 of 5,000 characters', { exact: true })).toBeVisible();
  // What a family might paste from a letter they wrote: four times what a comment takes.
  const letter = 'Dear Trailside, the garden day was lovely'.padEnd(20_000, '.');
  await box.fill(letter);
  await expect(box).toHaveValue(letter);
  await expect(page.getByText('20,000 of 5,000 characters: 15,000 too many. Please shorten it before sending.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Please keep your comment under 5,000 characters', { exact: true })).toBeVisible();
  await expect(box).toHaveValue(letter);
  await expect(page.getByRole('article', { name: 'Comment by Noor Haddad' })).toHaveCount(0);

  await box.fill('Dear Trailside, the garden day was lovely.');
  await expect(page.getByText('42 of 5,000 characters', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully created Comment' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Comment by Noor Haddad' }).getByText('Dear Trailside, the garden day was lovely.')).toBeVisible();
});

test('an admin approves a waiting comment, and visitors then see it', async ({ page, browser, request }) => {
  const parent = newAccount('Tomas', 'Berg');
  await registerAccount(request, parent);
  const login = await request.post('/api/auth/login', { data: { email: parent.email, password: parent.password } });
  const { token } = (await login.json()) as { token: string };
  const blogs = await (await request.get('/api/blogs-recent')).json();
  const text = `Thank you for the welcome ${Date.now()}`;
  const created = await request.post('/api/comments', {
    headers: { Authorization: `Bearer ${token}` },
    data: { comment: text, parentDocPath: `blogs/${blogs.blogs[0].id}` },
  });
  expect(created.status()).toBe(201);

  await logIn(page, SEEDED_ADMIN);
  await openPost(page, NEWEST);
  const waiting = page.getByRole('article', { name: 'Comment by Tomas Berg' });
  await expect(waiting.getByText('Awaiting approval')).toBeVisible();
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully updated Comment' })).toBeVisible();
  await expect(waiting.getByText('Awaiting approval')).toHaveCount(0);

  const visitor = waitingForTheApp(await browser.newPage());
  await openPost(visitor, NEWEST);
  await expect(visitor.getByText(text)).toBeVisible();
  await expect(visitor.getByRole('heading', { name: '2 Comments' })).toBeVisible();
  await visitor.close();
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  // The grid and a post as a visitor first sees them are checked with every page in every-page.spec.ts.
  test(`a post with its replies open has no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPost(page, MULTI_AGE);
    await page.getByRole('button', { name: 'Show 1 reply' }).click();
    await expect(page.getByRole('list', { name: 'Replies to Maya Okafor' })).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// After the tests that count the grid's posts, since it adds three: with more than one batch of nine, a page past the loaded posts fetches more.
test('paging past the first nine posts fetches the next batch', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
  const { token } = (await login.json()) as { token: string };
  for (const title of ['Book fair week', 'Field trip to the creek', 'Winter recital rehearsals']) {
    const response = await request.post('/api/blogs', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { payload: JSON.stringify({ title, text: `${title}: more news from the classrooms.` }) },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/blog-classic-grid');
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  // Nine loaded, a full batch, so a fourth page is offered before anything more is fetched.
  await expect(pages.getByRole('link', { name: /^Page \d$/ })).toHaveCount(4);
  const batches: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/blogs?')) batches.push(decodeURIComponent(sent.url()));
  });
  await pages.getByRole('link', { name: 'Page 4' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: MULTI_AGE })).toBeVisible();
  expect(batches.some((url) => url.includes('"next":true') && url.includes('"after":'))).toBe(true);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('a long thread shows its first twenty comments, and "Show more comments" brings the rest', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const login = async (account: { email: string; password: string }) =>
    ({ Authorization: `Bearer ${((await (await request.post('/api/auth/login', { data: account })).json()) as { token: string }).token}` });
  const admin = await login(SEEDED_ADMIN);
  const parent = newAccount('Ola', 'Nowak');
  await registerAccount(request, parent);
  const family = await login(parent);
  const created = await request.post('/api/blogs', { headers: admin, multipart: { payload: JSON.stringify({ title: `Sports day ${Date.now()}`, text: 'Sack races, a tug of war and lemonade.' }) } });
  const { blog } = (await created.json()) as { blog: { id: string } };
  try {
    const ids: string[] = [];
    for (let n = 1; n <= 25; n += 1) {
      const response = await request.post('/api/comments', { headers: family, data: { comment: `Cheer number ${n}: go team!`, parentDocPath: `blogs/${blog.id}` } });
      ids.push(((await response.json()) as { comment: { id: string } }).comment.id);
    }
    const approval = await request.post('/api/moderation', { headers: admin, data: { action: 'approve', items: ids.map((id) => ({ kind: 'comment', id })) } });
    expect(approval.status()).toBe(200);

    await page.goto(`/blog-details?id=${blog.id}`);
    const thread = page.getByRole('list', { name: 'Comments', exact: true });
    await expect(thread.getByRole('article')).toHaveCount(20);
    await expect(thread.getByText('Cheer number 20: go team!')).toBeVisible();
    await expect(page.getByText('Cheer number 21: go team!')).toHaveCount(0);
    await expectNoAxeViolations(page, { include: '.comments' });
    // A next page that cannot be had keeps the comments shown, says why, and can be asked for again.
    const failing = '**/api/comments?*after=*';
    let refused = 0;
    const thirdRefusal = new Promise<void>((resolve) =>
      page.route(failing, async (route) => {
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, code: 'UNAVAILABLE', message: 'The school\'s server is busy. Please try again in a moment.' }) });
        if ((refused += 1) === 3) resolve();
      }),
    );
    await page.getByRole('button', { name: 'Show more comments' }).click();
    // The site asks twice more before it gives up (its queries' retry), a second and then two apart.
    await thirdRefusal;
    await expect(page.getByText('The school\'s server is busy. Please try again in a moment.')).toBeVisible();
    await expect(thread.getByRole('article')).toHaveCount(20);
    await page.unroute(failing);
    await page.getByRole('button', { name: 'Show more comments' }).click();
    await expect(thread.getByRole('article')).toHaveCount(25);
    await expect(thread.getByText('Cheer number 25: go team!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show more comments' })).toHaveCount(0);
  } finally {
    await request.delete('/api/blogs', { headers: admin, data: { id: blog.id } });
  }
});

// A 1x1 green PNG, enough for the server to decode and re-encode.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('an admin adds a post with a picture, edits it in place, then deletes it', async ({ page }) => {
  const title = `Harvest soup day ${Date.now()}`;
  await logIn(page, SEEDED_ADMIN);
  await page.goto('/blog-classic-grid');
  await page.getByRole('button', { name: 'Add Blog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Blog' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a title for the blog post')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Text').fill('The Primary class made soup from the garden.\n[quote]\n"I chopped the carrots!" - Theo\n[end]');
  await dialog.getByLabel('Picture').setInputFiles({ name: 'soup.png', mimeType: 'image/png', buffer: TINY_PNG });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully created Blog' })).toBeVisible();
  await expect(cards(page).first().getByRole('heading', { name: title })).toBeVisible();
  // The picture is decorative (alt=""), so it has no img role to find it by.
  await expect(cards(page).first().locator('img')).toHaveAttribute('src', /^\/uploads\/blogs\//);

  await cards(page).first().getByRole('link', { name: title, exact: true }).click();
  await page.getByRole('button', { name: 'Edit post' }).click();
  await page.getByLabel('Title').fill(`${title}, updated`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully updated Blog' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${title}, updated` })).toBeVisible();
  await expect(page.locator('blockquote')).toContainText('I chopped the carrots!');

  await page.goto('/blog-classic-grid');
  await page.getByRole('button', { name: `Delete ${title}, updated` }).click();
  await page.getByRole('dialog', { name: 'Delete Confirmation' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully deleted Blog' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title}, updated` })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(3);
});

test('any signed-in family sees the delete button on blog cards; the server keeps deleting to the staff', async ({ page, request }) => {
  await page.goto('/blog-classic-grid');
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).getByRole('button', { name: /^Delete / })).toHaveCount(0);

  const parent = newAccount('Noor', 'Haddad');
  await registerAccount(request, parent);
  await logIn(page, parent);
  await page.goto('/blog-classic-grid');
  await expect(page.getByRole('button', { name: 'Add Blog' })).toHaveCount(0);
  await expect(cards(page).getByRole('button', { name: /^Delete / })).toHaveCount(3);
  const first = cards(page).first();
  const id = new URL(String(await first.getByRole('link', { name: /^Read More/ }).getAttribute('href')), 'http://site').searchParams.get('id');
  await first.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog', { name: 'Delete Confirmation' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Only school administrators can do this.' })).toBeVisible();
  expect((await request.get(`/api/blogs/${id}`)).status()).toBe(200);
});

test('a parent edits their own comment, which goes back to awaiting approval', async ({ page, request }) => {
  const parent = newAccount('Ines', 'Moreau');
  await registerAccount(request, parent);
  await logIn(page, parent);
  await openPost(page, MULTI_AGE);
  await page.getByLabel('Your comment').fill('We would love to visit the Primary room.');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  const mine = page.getByRole('article', { name: 'Comment by Ines Moreau' });
  await expect(mine.getByText('Awaiting approval')).toBeVisible();
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByLabel('Edit your comment').fill('We would love to visit the Primary room in spring.');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully updated Comment' })).toBeVisible();
  await expect(mine.getByText('We would love to visit the Primary room in spring.')).toBeVisible();
  await expect(mine.getByText('Awaiting approval')).toBeVisible();
  // Other families' comments offer no Edit.
  await expect(page.getByRole('article', { name: 'Comment by Maya Okafor' }).getByRole('button', { name: 'Edit' })).toHaveCount(0);
});
