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

  it('marks as a page’s main picture the one picture its head preloads: the slider’s first, a post’s, a portrait, a gallery’s first', async () => {
    const { teachers } = (await (await fetch(`${site.api.url}/api/teachers`)).json()) as { teachers: Array<{ id: string }> };
    const paths = ['/', `/blog-details?id=${site.post.id}`, '/teachers', `/teachers-details?id=${teachers[0]!.id}`, '/gallery', '/gallery-masonry', '/gallery-filter'];
    for (const path of paths) {
      const page = await site.renderPage(path);
      const preloaded = [...page.head.matchAll(/<link rel="preload" as="image"[^>]* imageSrcSet="([^"]+)"/g)].map((match) => match[1]);
      // The WebP choices in front of each picture marked as the main one (boot.ts waits for it to be on the screen).
      const marked = [...page.html.matchAll(/<source [^>]*srcSet="([^"]+)"[^>]*\/><img [^>]*elementtiming="main-picture"/g)].map((match) => match[1]);
      expect({ path, marked }).toEqual({ path, marked: preloaded });
      expect(preloaded).toHaveLength(1);
    }
  });

  it('asks for a gallery’s other tiles and the Teachers page’s other portraits at low priority, so none in view is raised above the main picture', async () => {
    const pictures = { '/gallery': 'gallery-tile__image', '/gallery-masonry': 'gallery-tile__image', '/gallery-filter': 'gallery-tile__image', '/teachers': 'teacher-card__portrait' };
    for (const [path, className] of Object.entries(pictures)) {
      const { html } = await site.renderPage(path);
      const images = [...html.matchAll(new RegExp(`class="${className}"[^>]*>(?:<picture>)?(?:<source [^>]*>)*<img [^>]*>|<img [^>]*class="${className}"[^>]*>`, 'g'))].map(([image]) => image);
      expect(images.length).toBeGreaterThan(4);
      const [first, ...others] = images;
      expect(first).toContain('fetchPriority="high"');
      expect({ path, others: others.filter((image) => !image.includes('fetchPriority="low"')) }).toEqual({ path, others: [] });
    }
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

  it.each(['/verify-email', '/subscribe/confirm', '/mail-preferences', '/unsubscribe', '/agreement/sign'])(
    'leaves %s, a mail link’s page, to the browser without running its loader: the link is acted on once, by whoever follows it',
    async (path) => {
      expect(await render(new Request(`${PUBLIC_URL}${path}?token=a-mailed-token&topic=weekly`), { apiUrl: site.api.url, publicUrl: PUBLIC_URL })).toBeNull();
      expect(site.api.requests).toEqual([]);
      expect(renderToReadableStream).not.toHaveBeenCalled();
    },
  );
});
