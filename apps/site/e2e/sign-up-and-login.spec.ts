import { logIn, newAccount, registerAccount } from './support/accounts';
import { solveCaptcha } from '@trailside/testing/captcha';
import { expect, test } from './support/test';

/** An 8 by 8 pixel orange square: a real PNG, as the API checks pictures by their content. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4FMaPFTEMLQkA/ixJwbYrAP0AAAAASUVORK5CYII=',
  'base64',
);

test.describe('signing up', () => {
  test('reports the first missing field, in the spec’s order', async ({ page }) => {
    await page.goto('/sign-up');
    const signUp = page.getByRole('button', { name: 'Sign up' });

    await signUp.click();
    await expect(page.getByText('Please choose a user type')).toBeVisible();
    await expect(page.getByLabel('User type')).toBeFocused();

    await page.getByLabel('User type').selectOption('Parent');
    await signUp.click();
    await expect(page.getByText('Please enter your email')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await signUp.click();
    await expect(page.getByText('Please enter your password')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await signUp.click();
    await expect(page.getByText('Please enter your First Name')).toBeVisible();

    await page.getByLabel('First Name', { exact: true }).fill('Ada');
    await signUp.click();
    await expect(page.getByText('Please enter your Last Name')).toBeVisible();
  });

  test('greets the new member by first name and picture, with Logout and no Admin menu', async ({ page }) => {
    const ada = newAccount('Ada', 'Lovelace');
    await page.goto('/sign-up');

    await page.getByLabel('User type').selectOption('Parent');
    await page.getByLabel('Email', { exact: true }).fill(ada.email);
    await page.getByLabel('Password', { exact: true }).fill(ada.password);
    await page.getByLabel('First Name', { exact: true }).fill(ada.fname);
    await page.getByLabel('Last Name', { exact: true }).fill(ada.lname);
    await page.getByLabel("Child's First Name").fill('Byron');
    await page.getByLabel('Profile picture').setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('img', { name: 'Preview of ada.png' })).toBeVisible();
    await expect(page.getByText('ada.png, 1 kb')).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Hello, Ada!')).toBeVisible();
    const picture = page.getByRole('img', { name: 'Your profile picture' });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Join us' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  });

  test('shows the server’s message when the email already has an account', async ({ page, request }) => {
    const taken = newAccount('Grace');
    await registerAccount(request, taken);
    await page.goto('/sign-up');

    await page.getByLabel('User type').selectOption('Teacher');
    await page.getByLabel('Email', { exact: true }).fill(taken.email);
    await page.getByLabel('Password', { exact: true }).fill(taken.password);
    await page.getByLabel('First Name', { exact: true }).fill('Grace');
    await page.getByLabel('Last Name', { exact: true }).fill('Hopper');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
  });
});

test.describe('logging in and out', () => {
  test('asks for the email, then the password', async ({ page }) => {
    await page.goto('/login');
    const logInButton = page.getByRole('button', { name: 'Log in' });

    await logInButton.click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await logInButton.click();
    await expect(page.getByText('Please enter your password')).toBeVisible();
  });

  test('a member logs out, then logs back in and is greeted on every inner page', async ({ page, request }) => {
    const lin = newAccount('Lin', 'Okafor');
    await registerAccount(request, lin);
    await logIn(page, lin);
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const goodbye = page.getByRole('status').filter({ hasText: 'User successfully logged out' });
    await expect(goodbye).toBeVisible();
    // Messages clear themselves after 3 seconds (spec section 4).
    await expect(goodbye).toBeHidden({ timeout: 4_500 });
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();

    await page.getByRole('link', { name: 'Login' }).click();
    await logIn(page, lin);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/error-404');
    await expect(page.getByText('Hello, Lin!')).toBeVisible();
  });

  test('a wrong password is refused with the server’s message, which stays until the person dismisses it', async ({ page, request }) => {
    const sam = newAccount('Sam');
    await registerAccount(request, sam);
    // The page's clock runs as usual, and is moved on by hand past the 3 seconds a success is shown for.
    await page.clock.install();
    await page.goto('/login');

    await page.getByLabel('Email', { exact: true }).fill(sam.email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Log in' }).click();

    const banner = page.getByRole('alert').filter({ hasText: 'do not match' });
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.clock.fastForward(10_000);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(banner).toBeHidden();
  });

  test('after five wrong passwords from anyone, the owner still gets in with the captcha ticked', async ({ page, request }) => {
    const ana = newAccount('Ana');
    await registerAccount(request, ana);
    // Someone else guesses, five times.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await request.post('/api/auth/login', { data: { email: ana.email, password: `guess-${attempt}` } });
      expect(guess.status()).toBe(401);
    }

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(ana.email);
    await page.getByLabel('Password', { exact: true }).fill(ana.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'we need to check you are not a robot' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please complete the Captcha.')).toBeVisible();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully logged in!!' })).toBeVisible();
  });

  test('signed-in members who open /login or /sign-up are sent home', async ({ page, request }) => {
    const noor = newAccount('Noor');
    await registerAccount(request, noor);
    await logIn(page, noor);

    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/sign-up');
    await expect(page).toHaveURL(/\/$/);
  });
});
