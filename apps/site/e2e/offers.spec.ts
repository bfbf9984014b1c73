import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { OFFER_SUCCESS } from '@trailside/domain/admissions/offers.messages';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import { newSurname, offeredFamily } from '@trailside/testing/admissions';
import { SEEDED_ADMIN, SITE_URL } from './support/e2e-env';
import { newestMailLink } from './support/outbox';
import { WIDTHS } from './support/routes';
import { expect, test } from './support/test';
import { bearerOf } from './support/two-step';

const TERM = '2027-09';

let api: APIRequestContext;
let admin: Record<string, string>;

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: SITE_URL });
  admin = await bearerOf(api, SEEDED_ADMIN);
});
test.afterAll(() => api?.dispose());

/** A child on the Primary list offered a place by staff: the link in the offer's mail to the family. */
async function offerLink(surname: string): Promise<string> {
  const { email } = await offeredFamily(api, { headers: admin, surname: newSurname(surname), startTerm: TERM, offer: { deposit: '$200 on accepting' } });
  return newestMailLink(email, '/offers/respond');
}

for (const { name, viewport } of WIDTHS) {
  test(`a family accepts the place offered to their child from the mailed link, on ${name}`, async ({ page }) => {
    const link = new URL(await offerLink('Okafor'));
    await page.setViewportSize(viewport);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'A place for Ada in Primary K-2, September 2027' })).toBeVisible();
    await expect(page.getByText('$584 a month')).toBeVisible();
    await expect(page.getByText('$200 on accepting')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Accept the place' }).click();
    await expect(page.getByRole('status').filter({ hasText: OFFER_SUCCESS.accepted })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept the place' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByText('You have accepted this place. Thank you!')).toBeVisible();
  });
}

test('a guessed link shows what to do, not anyone’s offer', async ({ page }) => {
  await page.goto('/offers/respond?token=guessed-token');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('We could not find that offer. Please check the link in your e-mail, or contact the school office.');
  await expectNoAxeViolations(page);
});
