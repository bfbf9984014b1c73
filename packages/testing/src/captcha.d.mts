import type { Page } from '@playwright/test';

/** Ticks the altcha captcha with the space bar once it is drawn, and waits until it has solved its puzzle. */
export function solveCaptcha(page: Page): Promise<void>;
