import { renderToReadableStream } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';
import { PUBLIC_URL, sampleSiteForThisFile } from './test/sample-api';

// Counts React's server renders, leaving them as they are.
vi.mock('react-dom/server', async (importOriginal) => {
  const original = await importOriginal<typeof import('react-dom/server')>();
  return { ...original, renderToReadableStream: vi.fn(original.renderToReadableStream) };
});

const site = sampleSiteForThisFile();

beforeEach(() => {
  site.api.requests.length = 0;
  vi.mocked(renderToReadableStream).mockClear();
});

/** The requests written down, by path alone (the query strings differ by page). */
const paths = (requests: string[]) => requests.map((request) => new URL(request.split(' ')[1]!, 'http://api').pathname).sort();

describe('a server render', () => {
  it('runs the loaders once, then renders once, asking the API for nothing the loaders did not name', async () => {
    const page = await site.renderPage(`/blog-details?id=${site.post.id}`);

    expect(renderToReadableStream).toHaveBeenCalledTimes(1);
    // The layout's notices, settings and newest posts, the post, then its comments: each once, and nothing else.
    expect(paths(site.api.requests)).toEqual(['/api/blogs-recent', `/api/blogs/${site.post.id}`, '/api/comments', '/api/notices', '/api/settings']);
    expect(site.api.requests.every((request) => request.startsWith('GET '))).toBe(true);
    expect(page.html).toContain(site.post.title);
    expect(page.html).toContain('Leave a comment');
    expect(page.html).not.toContain('aria-busy="true"');
  });

  it('asks for a post’s comments only once the post is known to exist', async () => {
    const page = await site.renderPage('/blog-details?id=no-such-post');

    expect(paths(site.api.requests)).toEqual(['/api/blogs-recent', '/api/blogs/no-such-post', '/api/notices', '/api/settings']);
    expect(renderToReadableStream).toHaveBeenCalledTimes(1);
    expect(page.status).toBe(200);
  });

  it('draws the head from the route’s own data, into the head, with the cache tags of every answer it read', async () => {
    const page = await site.renderPage(`/blog-details?id=${site.post.id}`);

    expect(page.head).toContain(`<title>${site.post.title} | Trailside Montessori K-8</title>`);
    expect(page.head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog-details?id=${site.post.id}"/>`);
    expect(page.head).toMatch(/<link rel="preload" as="image" type="image\/webp" fetchPriority="high" imageSrcSet="[^"]+-480\.webp 480w/);
    expect(page.html).not.toMatch(/<title>|<meta /);
    expect(page.html).toContain('"@type":"BlogPosting"');
    expect(page.cacheTags).toEqual(['blogs', 'comments', 'notices', 'settings']);
  });

  it('leaves My account and a consent link to the browser, asking the API nothing about a person or a link', async () => {
    for (const path of ['/account', '/parent-consent?token=a-secret-from-a-mail']) {
      site.api.requests.length = 0;
      expect(await render(new Request(`${PUBLIC_URL}${path}`), { apiUrl: site.api.url, publicUrl: PUBLIC_URL })).toBeNull();
      expect(site.api.requests.filter((request) => /account|children|consent/.test(request))).toEqual([]);
    }
    expect(renderToReadableStream).not.toHaveBeenCalled();
  });

  it('leaves a signed-in person’s page (the admin page) to the browser, rendering nothing', async () => {
    expect(await render(new Request(`${PUBLIC_URL}/admin`), { apiUrl: site.api.url, publicUrl: PUBLIC_URL })).toBeNull();
    expect(renderToReadableStream).not.toHaveBeenCalled();
  });
});
