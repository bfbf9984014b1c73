// The boundary rules of eslint.config.mjs, checked against imports that cross them: if a rule stops
// firing (a renamed folder, a resolver that no longer finds the file), `npm run lint` says so here
// instead of passing quietly. Run with `node --test scripts/lint-boundaries.test.mjs`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary errors ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => ['import-x/no-restricted-paths', 'no-restricted-imports', 'import-x/no-cycle'].includes(message.ruleId));
}

const crossings = [
  ['a site feature importing another feature', 'apps/site/src/features/faq/components/faq-list.tsx', "export { getBlogs } from '../../blogs/api/get-blogs';"],
  ['site components importing a feature', 'apps/site/src/components/layout/site-footer.tsx', "export { getBlogs } from '../../features/blogs/api/get-blogs';"],
  ['site config importing a feature', 'apps/site/src/config/use-site-details.ts', "export { getBlogs } from '../features/blogs/api/get-blogs';"],
  ['a package importing an app', 'packages/ui/src/auth/use-actor.tsx', "export { getBlogs } from '../../../../apps/site/src/features/blogs/api/get-blogs';"],
  ['the domain importing React', 'packages/domain/src/api/errors.ts', "export { useState } from 'react';"],
  ['the domain importing Nest', 'packages/domain/src/api/errors.ts', "export { Injectable } from '@nestjs/common';"],
  // blog.entity.ts is imported by comment.entity.ts, so this import would close a cycle.
  ['an API import cycle', 'apps/api/src/blogs/blog.entity.ts', "export { PostComment } from '../comments/comment.entity';"],
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
  assert.deepEqual(await boundaryErrors('packages/ui/src/auth/use-actor.tsx', "export { ROLES } from '@trailside/domain/users/user.types';"), []);
});
