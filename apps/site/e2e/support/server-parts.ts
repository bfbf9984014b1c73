import type { Page } from '@playwright/test';

/**
 * Keeps, from the moment the server's HTML is parsed, the top element of every part React hydrates on its own: the
 * children of #root and the first element inside each Suspense boundary (`<!--$-->` in the HTML). Hydrating a part
 * keeps its elements; a part React drew afresh instead, after a mismatch or an update that reached it before it was
 * hydrated, has new ones. React reports the first (a recoverable error), but not the second.
 */
export async function keepServerParts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild) return;
      const parts: Element[] = [...root.children];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node as Comment).data !== '$') continue;
        let next = node.nextSibling;
        while (next && !(next instanceof Element) && !(next instanceof Comment)) next = next.nextSibling;
        if (next instanceof Element) parts.push(next);
      }
      Object.assign(window, { serverParts: parts });
    });
  });
}

/** The parts of the server's page (see keepServerParts) that are no longer in the document, each as its opening tag. */
export function discardedServerParts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as { serverParts?: Element[] }).serverParts ?? []).filter((part) => !part.isConnected).map((part) => part.outerHTML.slice(0, part.outerHTML.indexOf('>') + 1)),
  );
}
