import type { Page } from '@playwright/test';

export declare function codeFor(secret: string, offsetSteps?: number): string;
export declare function secretOnScreen(page: Page): Promise<string>;
