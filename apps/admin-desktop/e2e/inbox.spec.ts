import { expectNoAxeViolations } from '@trailside/testing/axe';
import { request as apiRequest, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import type { ModerationSummary } from '@trailside/domain/moderation/moderation.types';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN } from './support/e2e-env';

// Every text this run writes carries TAG, so the inbox's search finds exactly them among the sample content.
const TAG = `meadow${Date.now().toString(36)}`;
const COMMENTS = 30;
const TESTIMONIALS = 20;
const label = (prefix: 'C' | 'T', n: number) => `${prefix}${String(n).padStart(2, '0')}`;
const SENTENCES = [
  'The garden beds look wonderful this week, thank you to the Middle class.',
  'Our daughter talks about the golden beads every evening at dinner.',
  'Could the spring concert recordings be shared with grandparents too?',
  'The science fair volcanoes were the highlight of our month.',
  'Thank you for the warm welcome at the coffee morning.',
];

interface Family {
  token: string;
  fname: string;
}

let api: APIRequestContext;
let adminToken: string;
let families: Family[];
let blogId: string;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function createPost(title: string): Promise<string> {
  const { blog } = await ok<{ blog: { id: string } }>(
    await api.post('/api/blogs', { headers: bearer(adminToken), data: { title, text: `A short note for families about ${title.toLowerCase()}.` } }),
  );
  return blog.id;
}

async function comment(family: Family, postId: string, text: string): Promise<string> {
  const { comment: created } = await ok<{ comment: { id: string } }>(
    await api.post('/api/comments', { headers: bearer(family.token), data: { comment: text, parentDocPath: `blogs/${postId}` } }),
  );
  return created.id;
}

async function testimonial(family: Family, text: string) {
  await ok(await api.post('/api/testimonials', { headers: bearer(family.token), data: { text } }));
}

async function pendingTotal(): Promise<number> {
  return (await ok<ModerationSummary>(await api.get('/api/moderation/summary', { headers: bearer(adminToken) }))).total;
}

/** What a visitor sees: the approved comments on the post and the approved testimonials, by label, of this run. */
async function publicLabels(): Promise<{ comments: string[]; testimonials: string[] }> {
  const labels = (texts: string[]) => texts.filter((text) => text.includes(TAG)).map((text) => text.slice(0, 3)).sort();
  const { comments } = await ok<{ comments: { comment: string }[] }>(await api.get('/api/comments', { params: { parentDocPath: `blogs/${blogId}` } }));
  const { testimonials } = await ok<{ testimonials: { text: string }[] }>(await api.get('/api/testimonials'));
  return { comments: labels(comments.map((item) => item.comment)), testimonials: labels(testimonials.map((item) => item.text)) };
}

test.beforeAll(async () => {
  api = await apiRequest.newContext({ baseURL: apiUrl() });
  adminToken = (await ok<{ token: string }>(await api.post('/api/auth/login', { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } }))).token;
  families = [];
  for (const fname of ['Maya', 'Jonah', 'Priya', 'Tomas', 'Eun-ji']) {
    const account = { type: 'parent', email: `${fname.toLowerCase()}-${TAG}@trailside-e2e.example`, password: 'trail-mix-2024', fname, lname: 'Rivers' };
    const registered = await ok<{ token: string }>(await api.post('/api/auth/register', { multipart: { payload: JSON.stringify(account) } }));
    families.push({ token: registered.token, fname });
  }
  blogId = await createPost(`Inbox check ${TAG}`);
  // Oldest first, so the inbox (newest first) opens on the testimonials, T20 at the top.
  for (let n = 1; n <= COMMENTS; n += 1) await comment(families[n % 5]!, blogId, `${label('C', n)} ${TAG} ${SENTENCES[n % 5]}`);
  for (let n = 1; n <= TESTIMONIALS; n += 1) await testimonial(families[n % 5]!, `${label('T', n)} ${TAG} ${SENTENCES[(n + 2) % 5]}`);
});

test.afterAll(async () => {
  await api.dispose();
});

const inboxList = (page: Page) => page.getByRole('listbox');
const option = (page: Page, itemLabel: string) => inboxList(page).getByRole('option').filter({ hasText: `${itemLabel} ${TAG}` });
const sidebarInbox = (page: Page) => page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: /^Inbox/ });

async function labelOf(locator: Locator): Promise<string> {
  const text = (await locator.textContent()) ?? '';
  const found = new RegExp(`([CTR]\\d{2}) ${TAG}`).exec(text);
  if (!found) throw new Error(`No label in "${text}"`);
  return found[1]!;
}

async function expectMessage(page: Page, text: string) {
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text })).toBeVisible();
}

async function openInboxAndSearch(page: Page, search: string) {
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(inboxList(page)).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search text and authors' })).toBeFocused();
  await page.keyboard.type(search);
  await page.keyboard.press('Enter');
  // The found items arrive with the cursor, and keyboard focus, on the first.
  await expect(inboxList(page).getByRole('option').first()).toContainText(search);
  await expect(inboxList(page).getByRole('option').first()).toBeFocused();
}


test.describe.serial('the Inbox', () => {
  test('triages by keyboard and by selection, undoes once, and the website shows exactly the result', async ({ consolePage: page, consoleMain }) => {
    await openInboxAndSearch(page, TAG);
    const options = inboxList(page).getByRole('option');
    await expect(options).toHaveCount(25);
    await expect(page.getByRole('group', { name: 'Kind' }).getByRole('button')).toHaveText(['Both kinds 50', 'Comments 30', 'Testimonials 20']);
    await expect(page.getByRole('group', { name: 'State' }).getByRole('button', { name: /^Awaiting approval/ })).toHaveText('Awaiting approval 50');
    // Newest first, with kind, author, where it belongs and the whole text.
    await expect(options.first()).toHaveText(new RegExp(`^Testimonial by Maya for the home page · .+T20 ${TAG} ${escaped(SENTENCES[2]!)}$`));
    await expect(options.nth(20)).toContainText(`C30 ${TAG}`);

    // a approves the item under the cursor; it leaves the list at once.
    const approvedFirst = await labelOf(options.first());
    await page.keyboard.press('a');
    await expectMessage(page, 'Approved 1 testimonial. Press u to undo.');
    await expect(option(page, approvedFirst)).toHaveCount(0);

    // j moves down; d deletes after the spec's confirmation.
    await expect(options.first()).toBeFocused();
    await page.keyboard.press('j');
    await expect(options.nth(1)).toBeFocused();
    const deleted = await labelOf(options.nth(1));
    await page.keyboard.press('d');
    const dialog = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await expect(dialog).toContainText('Are you sure that you want to delete this Testimonial?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectMessage(page, 'Deleted 1 testimonial. Press u to undo.');
    await expect(option(page, deleted)).toHaveCount(0);

    // x selects; a approves the selection in one request.
    await expect(options.nth(1)).toBeFocused();
    const keyboardPicks = [await labelOf(options.nth(1)), await labelOf(options.nth(2)), await labelOf(options.nth(4))];
    for (const key of ['x', 'j', 'x', 'j', 'j', 'x']) await page.keyboard.press(key);
    for (const pick of keyboardPicks) await expect(option(page, pick)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('3 selected', { exact: true })).toBeVisible();
    await page.keyboard.press('a');
    await expectMessage(page, 'Approved 3 testimonials. Press u to undo.');
    for (const pick of keyboardPicks) await expect(option(page, pick)).toHaveCount(0);

    // r only takes an approval back: the keys help of this list does not offer it, and pressed anyway it says so briefly.
    await expect(page.getByText(/^Keys:/)).toHaveText('Keys: j and k move, x selects, a approves, d deletes, u undoes, / searches.');
    await page.keyboard.press('r');
    await expectMessage(page, 'Nothing to take back: r takes back an approval, and this is not approved.');

    // With the mouse: select three comments, approve them with the button.
    await page.getByRole('button', { name: 'Page 2' }).click();
    for (const pick of ['C05', 'C04', 'C03']) await option(page, pick).click();
    await page.getByRole('button', { name: 'Approve 3 selected' }).click();
    await expectMessage(page, 'Approved 3 comments. Press u to undo.');
    for (const pick of ['C05', 'C04', 'C03']) await expect(option(page, pick)).toHaveCount(0);

    // Delete a comment and a testimonial together, then undo that once.
    await page.getByRole('button', { name: 'Page 1' }).click();
    await option(page, 'C25').click();
    await option(page, 'T01').click();
    await page.getByRole('button', { name: 'Delete 2 selected' }).click();
    await expect(dialog).toContainText('Are you sure that you want to delete 1 comment and 1 testimonial?');
    // Both kinds go in one decision, one request: the server applies all of it or none.
    // Read through a route: the 'request' event can carry no body for a fetch whose body Chromium streams.
    const writes: { action: string; items: { kind: string }[] }[] = [];
    const noteWrite = async (route: Route) => {
      const request = route.request();
      if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method())) writes.push(request.postDataJSON());
      await route.fallback();
    };
    await page.route('**/api/**', noteWrite);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectMessage(page, 'Deleted 1 comment and 1 testimonial. Press u to undo.');
    await page.unroute('**/api/**', noteWrite);
    expect(writes).toEqual([{ action: 'delete', items: [expect.objectContaining({ kind: 'comment' }), expect.objectContaining({ kind: 'testimonial' })] }]);
    await expect(option(page, 'C25')).toHaveCount(0);
    await page.keyboard.press('u');
    await expectMessage(page, 'Undone: 1 comment and 1 testimonial went back to where they were.');
    await expect(option(page, 'C25')).toHaveCount(1);
    await expect(option(page, 'T01')).toHaveCount(1);

    // The approved list: r takes an approval back.
    await page.getByRole('group', { name: 'State' }).getByRole('button', { name: /^Approved/ }).click();
    await expect(options).toHaveCount(7);
    await option(page, 'C03').click();
    await page.keyboard.press('r');
    await expectMessage(page, 'Took approval back from 1 comment. Press u to undo.');
    await expect(options).toHaveCount(6);

    // The deleted list, with restore.
    await page.getByRole('group', { name: 'State' }).getByRole('button', { name: /^Deleted/ }).click();
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText(`${deleted} ${TAG}`);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expectMessage(page, 'Restored 1 testimonial. Press u to undo.');
    await expect(page.getByText('Nothing matches that search.')).toBeVisible();

    const approvedTestimonials = [approvedFirst, ...keyboardPicks].sort();
    expect(await publicLabels()).toEqual({ comments: ['C04', 'C05'], testimonials: approvedTestimonials });
    const queue = await ok<{ counts: Record<string, Record<string, number>> }>(
      await api.get('/api/moderation', { headers: bearer(adminToken), params: { q: TAG } }),
    );
    expect(queue.counts).toEqual({ comment: { pending: 28, approved: 2, rejected: 0 }, testimonial: { pending: 16, approved: 4, rejected: 0 } });

    const total = await pendingTotal();
    await expect(sidebarInbox(page)).toHaveText(`Inbox${total} pending`);
    await expect.poll(() => consoleMain.title).toBe(`Trailside Staff Console — ${total} pending`);
  });

  test('a change the server refuses comes back, with its message', async ({ consolePage: page }) => {
    const doomedPost = await createPost(`Inbox refusal ${TAG}`);
    const doomed = await comment(families[0]!, doomedPost, `R01 ${TAG}-refused This post is about to be removed.`);
    await comment(families[1]!, blogId, `R02 ${TAG}-refused This one stays waiting.`);
    await openInboxAndSearch(page, `${TAG}-refused`);
    await expect(inboxList(page).getByRole('option')).toHaveCount(2);

    // Someone removes the post (and its comments) while the list is open.
    await ok(await api.delete('/api/blogs', { headers: bearer(adminToken), data: { id: doomedPost } }));
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.keyboard.press('a');

    await expect(page.getByRole('alert').filter({ hasText: 'We could not find these comments' })).toContainText(`We could not find these comments, so nothing was changed: ${doomed}`);
    await expect(inboxList(page).getByRole('option').filter({ hasText: `R02 ${TAG}-refused` })).toBeVisible();
    const { comments } = await ok<{ comments: { comment: string }[] }>(await api.get('/api/comments', { params: { parentDocPath: `blogs/${blogId}` } }));
    expect(comments.map((item) => item.comment).filter((text) => text.includes('-refused'))).toEqual([]);
  });

  test('shows the pending count on every view and in the title, and notifies of new items in the background', async ({ consolePage: page, consoleMain }) => {
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const total = await pendingTotal();
    await expect(sidebarInbox(page)).toHaveText(`Inbox${total} pending`);
    await page.getByRole('link', { name: 'Media' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    await expect(sidebarInbox(page)).toHaveText(`Inbox${total} pending`);
    expect(consoleMain.title).toBe(`Trailside Staff Console — ${total} pending`);

    // The console goes to the background; a family writes.
    await page.evaluate(() => window.dispatchEvent(new FocusEvent('blur')));
    await testimonial(families[3]!, `N01 ${TAG} Written while the office was busy elsewhere.`);

    await expect(sidebarInbox(page)).toHaveText(`Inbox${total + 1} pending`, { timeout: 20_000 });
    await expect
      .poll(() => consoleMain.notifications)
      .toEqual([{ title: 'New in the Inbox', body: '1 new comment or testimonial waits for your approval.', view: 'inbox' }]);
    await expect.poll(() => consoleMain.title).toBe(`Trailside Staff Console — ${total + 1} pending`);
  });

  test('keeps a search longer than the server takes whole, and says so instead of cutting it', async ({ consolePage: page }) => {
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search text and authors' });
    const pasted = 'garden '.repeat(40).trim();
    await search.fill(pasted);
    await expect(search).toHaveValue(pasted);
    await expect(page.getByText('279 of 200 characters: 79 too many. Please shorten it before sending.', { exact: true })).toBeVisible();
    await expect(search).toHaveAttribute('aria-invalid', 'true');
    await search.fill('garden');
    await expect(page.getByText(/too many/)).toHaveCount(0);
  });

  test('has no accessibility violations, with a selection and with the delete confirmation open', async ({ consolePage: page }) => {
    await openInboxAndSearch(page, TAG);
    const list = inboxList(page);
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    // The keys that do something to a waiting item: r, which only takes back an approval, is not offered here.
    await expect(list).toHaveAccessibleDescription('Keys: j and k move, x selects, a approves, d deletes, u undoes, / searches.');
    await page.keyboard.press('x');
    await expect(list.getByRole('option', { selected: true })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.keyboard.press('d');
    await expect(page.getByRole('dialog', { name: 'Delete Confirmation' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(list.getByRole('option', { selected: true })).toHaveCount(1);
  });
});

test("marks a child's writing as a child's, signed with the first name only", async ({ consolePage: page }) => {
  const word = `otter${Date.now().toString(36)}`;
  const parent = { type: 'parent', email: `noor-${word}@trailside-e2e.example`, password: 'trail-mix-2024', fname: 'Noor', lname: 'Haddad' };
  const { token: parentToken } = await ok<{ token: string }>(await api.post('/api/auth/register', { multipart: { payload: JSON.stringify(parent) } }));
  const kit = { email: `kit-${word}@trailside-e2e.example`, password: 'trail-mix-2024', fname: 'Kit', lname: 'Haddad' };
  await ok(await api.post('/api/account/children', { headers: bearer(parentToken), data: kit }));
  const { token: kitToken } = await ok<{ token: string }>(await api.post('/api/auth/login', { data: { email: kit.email, password: kit.password } }));
  await comment({ token: kitToken, fname: 'Kit' }, blogId, `We saw an ${word} by the creek.`);

  await openInboxAndSearch(page, word);
  const item = inboxList(page).getByRole('option').filter({ hasText: word });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Comment by Kit (a child's account)");
  await expect(item).not.toContainText('Haddad');
});
