import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { sampleSiteForThisFile } from '../../test/sample-api';

/**
 * A copy of the blogs feature's post query (packages/ui/src/blogs/api/get-blog.ts) that keeps the post under another
 * key, as a refactor of the feature might, in place of the real one: the route, its loader and its head are
 * left as they are.
 */
vi.mock('@trailside/ui/blogs/api/get-blog', async () => {
  const original = join(import.meta.dirname, '../../../../../packages/ui/src/blogs/api/get-blog.ts');
  // The copy lives elsewhere: what the original imports from its own package, the copy imports by the package's name.
  const source = readFileSync(original, 'utf8').replace(/'\.\.\/\.\.\//g, "'@trailside/ui/").replace(/'\.\//g, "'@trailside/ui/blogs/api/");
  const renamed = source.replace('queryKey: blogKeys.detail(id),', "queryKey: ['a-renamed-post-key', id] as const,");
  if (renamed === source) throw new Error('get-blog.ts no longer sets `queryKey: blogKeys.detail(id)`: update this test');
  const folder = join(import.meta.dirname, '../../../node_modules/.cache/trailside-tests');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'get-blog.ts'), renamed);
  return import(/* @vite-ignore */ join(folder, 'get-blog.ts'));
});

const site = sampleSiteForThisFile();

it('still shows a post, and shares it with its title, picture and BlogPosting, when the feature keeps it under another key', async () => {
  const { api, post } = site;
  api.requests.length = 0;
  const page = await site.renderPage(`/blog-details?id=${post.id}`);

  // The page and its head read the post through the feature's query options, the ones the loader filled:
  // nothing central rebuilds a feature's keys, so a new key takes everything along with it.
  expect(page.state).toContain('"a-renamed-post-key"');
  expect(page.head).toContain(`<title>${post.title} | Trailside Montessori K-8</title>`);
  expect(page.head).toContain('<meta property="og:type" content="article"/>');
  expect(page.head).toMatch(/<meta property="og:image" content="https:\/\/trailside\.example\/uploads\/[^"]+"\/>/);
  expect(page.html).toContain('"@type":"BlogPosting"');
  expect(page.html).toContain(`>${post.title}</h2>`);
  // Asked once, by the loader: the page did not have to fetch it again under a key of its own.
  expect(api.requests.filter((request) => request.includes(`/api/blogs/${post.id}`))).toHaveLength(1);
});
