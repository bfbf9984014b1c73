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

/** The boundary errors ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => ['import-x/no-restricted-paths', 'no-restricted-imports'].includes(message.ruleId));
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

for (const [what, file, code] of crossings) {
  test(`refuses ${what}`, async () => {
    const errors = await boundaryErrors(file, code);
    assert.equal(errors.length, 1, `expected one boundary error for ${file}, got ${JSON.stringify(errors)}`);
  });
}

test('allows what the architecture allows', async () => {
  assert.deepEqual(await boundaryErrors('apps/site/src/features/faq/components/faq-list.tsx', "export { FAQ_ENTRIES } from '../faq-content';"), []);
  assert.deepEqual(await boundaryErrors('apps/site/src/components/layout/site-footer.tsx', "export { useSiteDetails } from '../../config/use-site-details';"), []);
  assert.deepEqual(await boundaryErrors('packages/ui/src/auth/use-actor.ts', "export { ROLES } from '@trailside/domain/users/user.types';"), []);
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
