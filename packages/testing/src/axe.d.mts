import type { Page } from '@playwright/test';

/** axe-core finds no violations on the page (or inside `include`, a CSS selector); a failure lists each rule with the elements it flagged. */
export function expectNoAxeViolations(page: Page, options?: { include?: string }): Promise<void>;
