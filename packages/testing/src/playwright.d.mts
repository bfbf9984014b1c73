import type { PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

export declare const suiteDefaults: PlaywrightTestConfig;
export declare const chromium: NonNullable<PlaywrightTestConfig['use']>;
export declare function runDataDir(): string;
export declare function apiServer(options: {
  port: number;
  admin: { email: string; password: string };
  env?: Record<string, string>;
}): WebServer;

/** What every browser suite's API runs with, whether apiServer or a spec's own (own-api.mjs) starts it. */
export declare const TEST_SERVER_ENV: Readonly<Record<string, string>>;
