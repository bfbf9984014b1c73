import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built site's stand-in for SITE_DIR: an index.html and one hashed asset. Remove the folder after. */
export function standInSite(): string {
  const siteDir = mkdtempSync(join(tmpdir(), 'trailside-site-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Trailside Montessori K-8</title><div id="root"></div>');
  writeFileSync(join(siteDir, 'assets', 'app-1a2b3c.js'), 'console.log("hello")');
  return siteDir;
}

/** The real built site (`npx turbo run build` makes it): its server entry, and the page list its build wrote. */
export function builtSite(): string {
  const siteDir = join(__dirname, '../../../site/dist');
  if (!existsSync(join(siteDir, '.server', 'entry-server.mjs'))) {
    throw new Error(`These tests use the built site: build it first (npx turbo run build). Not found: ${siteDir}`);
  }
  return siteDir;
}
