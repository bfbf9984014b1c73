// The site and packages/ui run on React itself (issue 22): the school asked for `react` and `react-dom`, and a
// look-alike swapped in for them (Preact once was, through a build alias) fails here. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const lockfile = JSON.parse(read('package-lock.json'));

/** Every file below `folder`, relative to the root. */
const filesIn = (folder) => readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

test('no package of the workspace brings in preact', () => {
  const preact = Object.keys(lockfile.packages).filter((name) => /(^|\/)node_modules\/preact[^/]*$/.test(name));
  assert.deepEqual(preact, []);
});

test('the site and the shared components depend on React 19, and the lockfile installs it', () => {
  for (const file of ['apps/site/package.json', 'packages/ui/package.json']) {
    const { dependencies = {}, peerDependencies = {} } = JSON.parse(read(file));
    assert.match(dependencies.react ?? peerDependencies.react ?? '', /^\^19\./, `${file} names react 19`);
  }
  assert.match(JSON.parse(read('apps/site/package.json')).dependencies['react-dom'], /^\^19\./);
  assert.match(lockfile.packages['node_modules/react'].version, /^19\./);
  assert.match(lockfile.packages['node_modules/react-dom'].version, /^19\./);
});

test('the site’s build does not alias React to anything, and no source of the site or packages/ui names preact', () => {
  const config = read('apps/site/vite.config.ts');
  // An alias by name ('react-dom/client': …) or by pattern ({ find: /^react-dom\/client$/, … }).
  assert.doesNotMatch(config, /['"]react(-dom)?(\/[\w/.-]*)?['"]\s*:|find:\s*\/\^?react/, 'vite.config.ts maps react or react-dom to something else');
  const naming = ['apps/site/vite.config.ts', ...filesIn('apps/site/src'), ...filesIn('packages/ui/src')].filter((file) => /preact/i.test(read(file)));
  assert.deepEqual(naming, []);
});
