// The boundary rules of eslint.config.mjs and the cycle check of .dependency-cruiser.cjs, checked against imports
// that cross them: if a rule stops firing (a renamed folder, a resolver that no longer finds the file, type-only
// imports no longer read), `npm run lint` says so here instead of passing quietly. Run with
// `node --test scripts/lint-boundaries.test.mjs`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The errors of these rules ESLint reports for `code` as if it were the file at `file`. */
async function errorsOf(ruleIds, file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => ruleIds.includes(message.ruleId));
}
const boundaryErrors = (file, code) => errorsOf(['import-x/no-restricted-paths', 'no-restricted-imports'], file, code);
const rawLevelErrors = (file, code) => errorsOf(['no-restricted-syntax'], file, code);

/** One test per crossing: exactly one error of its kind for its code, as the file it names. */
function refusesEach(crossings, errors) {
  for (const [what, file, code] of crossings) {
    test(`refuses ${what}`, async () => {
      const found = await errors(file, code);
      assert.equal(found.length, 1, `expected one error for ${file}, got ${JSON.stringify(found)}`);
    });
  }
}

const crossings = [
  ['a site feature importing another feature', 'apps/site/src/features/faq/components/faq-list.tsx', "export { BlogGrid } from '../../blogs/components/blog-grid';"],
  ['site components importing a feature', 'apps/site/src/components/layout/site-footer.tsx', "export { BlogGrid } from '../../features/blogs/components/blog-grid';"],
  ['site config importing a feature', 'apps/site/src/config/use-site-details.ts', "export { BlogGrid } from '../features/blogs/components/blog-grid';"],
  ['a package importing an app', 'packages/ui/src/auth/use-actor.ts', "export { BlogGrid } from '../../../../apps/site/src/features/blogs/components/blog-grid';"],
  ['the domain importing React', 'packages/domain/src/api/errors.ts', "export { useState } from 'react';"],
  ['the domain importing Nest', 'packages/domain/src/api/errors.ts', "export { Injectable } from '@nestjs/common';"],
  ['the API config importing a module', 'apps/api/src/config/config.ts', "export { hashPassword } from '../identity/sign-in/password';"],
];

refusesEach(crossings, boundaryErrors);

test('allows what the architecture allows', async () => {
  assert.deepEqual(await boundaryErrors('apps/site/src/features/faq/components/faq-list.tsx', "export { FAQ_ENTRIES } from '../faq-content';"), []);
  assert.deepEqual(await boundaryErrors('apps/site/src/components/layout/site-footer.tsx', "export { useSiteDetails } from '../../config/use-site-details';"), []);
  assert.deepEqual(await boundaryErrors('packages/ui/src/auth/use-actor.ts', "export { ROLES } from '@trailside/domain/users/user.types';"), []);
});

// Who may do what is decided in packages/domain alone (issue 39): these are second homes for it.
const rawLevelComparisons = [
  ['a comparison with a named level in the API', 'apps/api/src/identity/people/users.service.ts', 'export const god = (actor) => actor.accessLevel === AccessLevel.GOD;'],
  ['a named level on the right, in a page', 'apps/site/src/features/blogs/components/blog-grid.tsx', 'export const staff = (level) => AccessLevel.GENERAL > level;'],
  ["one account's level against another's", 'packages/ui/src/auth/use-actor.ts', 'export const above = (actor, target) => actor.accessLevel <= target.accessLevel;'],
  ['a level against a bare number, in the console', 'apps/admin-desktop/src/renderer/src/app/app.tsx', 'export const god = (user) => user.accessLevel === 1;'],
  ['a raw condition on the level in a query', 'apps/api/src/identity/people/users.service.ts', 'export const staff = (em) => em.find(UserAccount, { accessLevel: { $lt: AccessLevel.GENERAL } });'],
];

refusesEach(rawLevelComparisons, rawLevelErrors);

test('allows the domain its rules, and anyone else asking them or noticing a change of level', async () => {
  assert.deepEqual(await rawLevelErrors('packages/domain/src/users/access-level.ts', 'export const god = (level) => level === AccessLevel.GOD;'), []);
  assert.deepEqual(await rawLevelErrors('apps/api/src/identity/people/users.service.ts', 'export const staff = (actor) => isStaff(actor.accessLevel);'), []);
  assert.deepEqual(await rawLevelErrors('apps/api/src/identity/people/users.audit.ts', 'export const moved = (before, after) => before.accessLevel !== after.accessLevel;'), []);
  assert.deepEqual(await rawLevelErrors('apps/api/src/identity/people/users.service.ts', 'export const staff = (em) => em.find(UserAccount, { accessLevel: whereStaff() });'), []);
});

/** The cycles the repository's cycle check reports for these files, written to a folder of their own. */
function cyclesIn(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cycle-check-'));
  try {
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
    const run = spawnSync(path.join(root, 'node_modules/.bin/depcruise'), ['--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', dir], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.ok(run.stdout, `depcruise printed nothing: ${run.stderr}`);
    return JSON.parse(run.stdout).summary.violations.filter((violation) => violation.rule.name === 'no-cycle');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('refuses an import cycle', () => {
  const cycles = cyclesIn({
    'post.ts': "import { Reply } from './reply';\nexport class Post { replies: Reply[] = []; }\n",
    'reply.ts': "import { Post } from './post';\nexport class Reply { post = new Post(); }\n",
  });
  assert.ok(cycles.length > 0, 'expected the cycle between post.ts and reply.ts');
});

test('refuses an import cycle made of type-only imports', () => {
  const cycles = cyclesIn({
    'account.ts': "import type { Session } from './session';\nexport interface Account { sessions: Session[] }\n",
    'session.ts': "import type { Account } from './account';\nexport interface Session { account: Account }\n",
  });
  assert.ok(cycles.length > 0, 'expected the type-only cycle between account.ts and session.ts');
});

test('allows imports that go one way', () => {
  assert.deepEqual(
    cyclesIn({
      'account.ts': 'export interface Account { id: string }\n',
      'session.ts': "import type { Account } from './account';\nexport interface Session { account: Account }\n",
    }),
    [],
  );
});
