import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_SLIDE_INTERVAL_MS, HOME_SLIDES } from '@trailside/domain/home-slider/home-slider';
import { logIn } from './support/accounts';
import { SEEDED_ADMIN } from './support/e2e-env';
import { addressOf, PUBLIC_ROUTES, WIDTHS } from './support/routes';
import { expect, test } from './support/test';


test.describe('the home page', () => {
  test('has a slider of the eight pictures in order, each with its alt text', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Life at Trailside' });
    const slides = slider.getByRole('group');
    await expect(slides).toHaveCount(8);
    for (const [index, { alt }] of HOME_SLIDES.entries()) {
      const slide = slider.getByRole('group', { name: `${index + 1} of 8`, exact: true });
      await expect(slide.locator('img')).toHaveAttribute('alt', alt);
      await expect(slide.locator('source')).toHaveAttribute('srcset', new RegExp(`/uploads/home-slider/slide-${index + 1}\\.webp 1920w`));
    }
  });

  test('lets visitors pause the slider and step through it with buttons and arrow keys', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Life at Trailside' });
    await slider.getByRole('button', { name: 'Pause the pictures' }).click();
    await expect(slider.getByRole('button', { name: 'Play the pictures' })).toBeVisible();
    await expect(slider.getByRole('group', { name: '1 of 8', exact: true })).toBeInViewport({ ratio: 0.9 });

    await slider.getByRole('button', { name: 'Next picture' }).click();
    await expect(slider.getByRole('group', { name: '2 of 8', exact: true })).toBeInViewport({ ratio: 0.9 });

    await page.keyboard.press('ArrowRight');
    await expect(slider.getByRole('group', { name: '3 of 8', exact: true })).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('ArrowLeft');
    await slider.getByRole('button', { name: 'Previous picture' }).click();
    await expect(slider.getByRole('group', { name: '1 of 8', exact: true })).toBeInViewport({ ratio: 0.9 });
  });

  test('moves on by itself, but rests while the pointer is over it', async ({ page }) => {
    // The page's clock is Playwright's: time passes when the test says so, not on the wall.
    await page.clock.install();
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Life at Trailside' });
    await expect(slider.getByRole('group', { name: '1 of 8', exact: true })).toBeInViewport({ ratio: 0.9 });
    await page.clock.runFor(HOME_SLIDE_INTERVAL_MS + 1_000);
    await expect(slider.getByRole('group', { name: '2 of 8', exact: true })).toBeInViewport({ ratio: 0.9 });

    await slider.getByRole('button', { name: 'Next picture' }).hover();
    await page.clock.runFor(2 * HOME_SLIDE_INTERVAL_MS);
    await expect(slider.getByRole('group', { name: '2 of 8', exact: true })).toBeInViewport({ ratio: 0.9 });
  });

  test('does not move the slider by itself for people who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Life at Trailside' });
    await expect(slider.getByRole('button', { name: 'Next picture' })).toBeVisible();
    await expect(slider.getByRole('button', { name: /Pause the pictures|Play the pictures/ })).toHaveCount(0);
  });

  test('offers Join us only to visitors, and Events always', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Blazing new trails in education, K-8' });
    await expect(hero.getByRole('link', { name: 'Join us' })).toHaveAttribute('href', '/sign-up');
    await expect(hero.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/coming-soon');
    await expect(hero.getByRole('link', { name: /Get Merchandise/ })).toHaveCount(0);

    await logIn(page, SEEDED_ADMIN);
    await page.goto('/');
    await expect(hero.getByRole('link', { name: 'Events' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Join us' })).toHaveCount(0);
  });

  test('links the enrol picture to the contact page, Learn more to the FAQ and the call to enroll to Book a visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Now enrolling/ }).first()).toHaveAttribute('href', '/contact-us');
    await expect(page.getByRole('link', { name: /Learn more/ })).toHaveAttribute('href', '/faq');
    await expect(page.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog-classic-grid');
    await expect(page.getByRole('region', { name: 'Enrolling now for next fall' }).getByRole('link', { name: 'Book a visit' })).toHaveAttribute('href', '/visits');
  });

  test('tells the school’s story in its sections, in the spec’s order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Enrolling now for next fall' })).toBeAttached();
    // The class gallery appears once its pictures have loaded.
    await expect(page.getByRole('heading', { level: 2, name: 'Class Gallery' })).toBeAttached();
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([
      'What we hope every child carries along',
      'Building a foundation',
      'Why families choose Trailside',
      'Class Gallery',
      'About the Teachers',
      'What Families Say',
      'A school that feels like a big family',
      'News from the classrooms',
      'Enrolling now for next fall',
    ]);
    for (const word of ['Purpose', 'Hope', 'Community']) {
      await expect(page.getByRole('region', { name: 'Why families choose Trailside' }).getByText(word, { exact: true })).toBeVisible();
    }
  });

  test('turns the teachers carousel from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Our teachers' });
    const first = carousel.getByRole('group', { name: /^1 of / });
    const second = carousel.getByRole('group', { name: /^2 of / });
    await expect(first).toBeAttached();
    await carousel.scrollIntoViewIfNeeded();
    await expect(first).toBeInViewport();
    await expect(second).not.toBeInViewport();
    await carousel.getByRole('button', { name: 'Next teacher' }).focus();
    await page.keyboard.press('Enter');
    await expect(second).toBeInViewport();
    await carousel.getByRole('button', { name: 'Previous teacher' }).focus();
    await page.keyboard.press('Enter');
    await expect(first).toBeInViewport();
  });

  test('answers a tap on a carousel\'s button made just as the carousel starts', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Our teachers' });
    // The tap comes the moment embla has laid the slides out, before React has drawn the carousel again with it.
    await carousel.evaluate((region) => {
      const slides = region.querySelector('.carousel__container')!;
      const observer = new MutationObserver(() => {
        observer.disconnect();
        region.querySelector<HTMLButtonElement>('button[aria-label="Next teacher"]')!.click();
      });
      observer.observe(slides, { attributes: true, attributeFilter: ['style'] });
    });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('group', { name: /^2 of / })).toBeInViewport();
  });

  test('starts a carousel far down the page only when the reader comes near it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Recent blog posts' });
    // embla moves the track with a transform from the moment it starts, and measures every slide to do so.
    const track = carousel.locator('.carousel__container');
    await expect(page.getByRole('region', { name: 'Our teachers' }).locator('.carousel__container')).not.toHaveAttribute('style', /transform/);
    await expect(track).not.toHaveAttribute('style', /transform/);
    await carousel.scrollIntoViewIfNeeded();
    await expect(track).toHaveAttribute('style', /transform/);
    await carousel.getByRole('button', { name: 'Next post' }).click();
    await expect(carousel.getByRole('group', { name: /^2 of / })).toBeInViewport({ ratio: 0.9 });
  });

  test('fetches the code that moves the slides only when the slider first turns, and turns it then', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.clock.install();
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Life at Trailside' });
    await expect(slider.getByRole('group', { name: '1 of 8', exact: true })).toBeInViewport({ ratio: 0.9 });
    expect(scripts.filter((path) => path.includes('embla'))).toEqual([]);

    await page.clock.runFor(HOME_SLIDE_INTERVAL_MS + 1_000);
    await expect(slider.getByRole('group', { name: '2 of 8', exact: true })).toBeInViewport({ ratio: 0.9 });
    expect(scripts.filter((path) => path.includes('embla'))).toHaveLength(1);
  });

  test('hides the video while no video is set', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Play the video/ })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test.describe('the about pages', () => {
  test('/about tells the philosophy and points to the teachers, the blog and a visit', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 2, name: 'Our philosophy' })).toBeVisible();
    for (const idea of ['Follow the child', 'Mixed ages, one community', 'Hands before textbooks', 'School and home together']) {
      await expect(page.getByRole('heading', { level: 3, name: idea })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Meet the teachers', exact: true })).toHaveAttribute('href', '/teachers');
    await expect(page.getByRole('link', { name: 'the school blog' })).toHaveAttribute('href', '/blog-classic-grid');
    await expect(page.getByRole('link', { name: /Now enrolling/ })).toHaveAttribute('href', '/contact-us');
  });

  test('/about-2 walks through a school day and points to the teachers, the blog and a visit', async ({ page }) => {
    await page.goto('/about-2');
    const day = page.getByRole('region', { name: 'A day at Trailside' });
    await expect(day.getByRole('list').first().getByRole('listitem')).toHaveCount(6);
    await expect(day.getByRole('heading', { level: 3, name: 'Specialist lessons' })).toBeVisible();
    await expect(day).toContainText('Music Monday 1:45-3:00pm');
    await expect(day).toContainText('8:30am');
    await expect(day).toContainText('3:30pm');
    await expect(page.getByRole('link', { name: 'Meet the teachers', exact: true })).toHaveAttribute('href', '/teachers');
    await expect(page.getByRole('link', { name: 'the school blog' })).toHaveAttribute('href', '/blog-classic-grid');
    await expect(page.getByRole('link', { name: /Now enrolling/ })).toHaveAttribute('href', '/contact-us');
  });
});

test.describe('the classes page', () => {
  const CARDS = [
    { title: 'General Education', price: '$584', facts: ['Monday to Friday 8:30am-3:30pm', '12-18', '5-14'] },
    { title: 'Music', price: '$20', facts: ['Monday 1:45-3:00pm', '6-12'] },
    { title: 'Art', price: '$20', facts: ['Wednesday 10:00-11:30am', '12-18'] },
    { title: 'Spanish', price: '$20', facts: ['Daily', '12-18'] },
  ];

  for (const { name, viewport } of WIDTHS) {
    test(`shows the four fixed cards with their monthly prices on ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/classes');
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(4);
      expect(await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()).toEqual(CARDS.map((card) => card.title));
      for (const { title, price, facts } of CARDS) {
        const card = page.getByRole('article', { name: title });
        await expect(card).toContainText(`${price} per month`);
        for (const fact of facts) await expect(card).toContainText(fact);
        await expect(card).not.toContainText("Inc'd");
      }
    });
  }
});

test.describe('screenshots', () => {
  test.skip(!process.env.E2E_SCREENSHOTS, 'taken by npm run screenshots');
  // Reduced motion shows every section at once, so a full-page picture has nothing still waiting to fade in.
  test.use({ reducedMotion: 'reduce' });
  const folder = join(import.meta.dirname, '..', 'test-results', 'screenshots');

  for (const { slug, viewport } of WIDTHS) {
    for (const route of PUBLIC_ROUTES) {
      test(`of ${route.path} at ${viewport.width} px`, async ({ page, request }) => {
        mkdirSync(folder, { recursive: true });
        await page.setViewportSize(viewport);
        await page.goto(await addressOf(request, route));
        await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: typeof route.heading === 'string' })).toBeVisible();
        // Wait for the pictures, so the screenshot shows the page as a visitor would see it.
        await page.waitForLoadState('networkidle');
        const name = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '-');
        await page.screenshot({ path: join(folder, `${name}-${slug}-${viewport.width}.png`), fullPage: true });
      });
    }
  }
});
