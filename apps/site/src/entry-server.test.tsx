import { renderToReadableStream } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, type RenderedPage } from './entry-server';
import { startRecordingApi, type RecordingApi } from './test/sample-api';

// Counts React's server renders, leaving them as they are.
vi.mock('react-dom/server', async (importOriginal) => {
  const original = await importOriginal<typeof import('react-dom/server')>();
  return { ...original, renderToReadableStream: vi.fn(original.renderToReadableStream) };
});

const PUBLIC_URL = 'https://trailside.example';

let api: RecordingApi;
let post: { id: string; title: string };

beforeAll(async () => {
  api = await startRecordingApi();
  const { blogs } = (await (await fetch(`${api.url}/api/blogs-recent`)).json()) as { blogs: Array<{ id: string; title: string }> };
  post = blogs[0]!;
});
afterAll(() => api?.stop());
beforeEach(() => {
  api.requests.length = 0;
  vi.mocked(renderToReadableStream).mockClear();
});

async function renderPage(path: string): Promise<RenderedPage> {
  const page = await render(new Request(`${PUBLIC_URL}${path}`), { apiUrl: api.url, publicUrl: PUBLIC_URL });
  if (!page || page instanceof Response) throw new Error(`${path} was not rendered on the server`);
  return page;
}

/** The requests written down, by path alone (the query strings differ by page). */
const paths = (requests: string[]) => requests.map((request) => new URL(request.split(' ')[1]!, 'http://api').pathname).sort();

describe('a server render', () => {
  it('runs the loaders once, then renders once, asking the API for nothing the loaders did not name', async () => {
    const page = await renderPage(`/blog-details?id=${post.id}`);

    expect(renderToReadableStream).toHaveBeenCalledTimes(1);
    // The layout's settings and newest posts, the post, then its comments: each once, and nothing else.
    expect(paths(api.requests)).toEqual(['/api/blogs-recent', `/api/blogs/${post.id}`, '/api/comments', '/api/settings']);
    expect(api.requests.every((request) => request.startsWith('GET '))).toBe(true);
    expect(page.html).toContain(post.title);
    expect(page.html).toContain('Leave a comment');
    expect(page.html).not.toContain('aria-busy="true"');
  });

  it('asks for a post’s comments only once the post is known to exist', async () => {
    const page = await renderPage('/blog-details?id=no-such-post');

    expect(paths(api.requests)).toEqual(['/api/blogs-recent', '/api/blogs/no-such-post', '/api/settings']);
    expect(renderToReadableStream).toHaveBeenCalledTimes(1);
    expect(page.status).toBe(200);
  });

  it('draws the head from the route’s own data, into the head, with the cache tags of every answer it read', async () => {
    const page = await renderPage(`/blog-details?id=${post.id}`);

    expect(page.head).toContain(`<title>${post.title} | Trailside Montessori K-8</title>`);
    expect(page.head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog-details?id=${post.id}"/>`);
    expect(page.head).toMatch(/<link rel="preload" as="image" type="image\/webp" fetchPriority="high" imageSrcSet="[^"]+-480\.webp 480w/);
    expect(page.html).not.toMatch(/<title>|<meta /);
    expect(page.html).toContain('"@type":"BlogPosting"');
    expect(page.cacheTags).toEqual(['blogs', 'comments', 'settings']);
  });

  it('leaves a signed-in person’s page (the admin page) to the browser, rendering nothing', async () => {
    expect(await render(new Request(`${PUBLIC_URL}/admin`), { apiUrl: api.url, publicUrl: PUBLIC_URL })).toBeNull();
    expect(renderToReadableStream).not.toHaveBeenCalled();
  });
});
