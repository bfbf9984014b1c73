import { useEffect, useRef } from 'react';

/** Style sheets in the letter's HTML, and the letter without them. */
const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/gi;
/** A style attribute: the letter escapes every quote in its text, so only attributes read `style="`. */
const STYLE_ATTRIBUTE = /\sstyle="/g;

/**
 * The letter's HTML drawn as a mail program would, inside the console. The console's Content-Security-Policy
 * refuses inline styles and frames, and the letter is nothing but inline styles, so none reaches a parser: its
 * style sheets become constructed sheets and its style attributes are renamed before the HTML is parsed, then
 * set through the CSSOM, which the policy allows, inside a shadow root that keeps the letter's styles off the
 * console and the console's off the letter. Links do not navigate: the preview is for looking.
 */
export function LetterPreview({ html, title }: { html: string; title: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [...html.matchAll(STYLE_ELEMENT)].map(([, css]) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    });
    const letter = new DOMParser().parseFromString(html.replace(STYLE_ELEMENT, '').replace(STYLE_ATTRIBUTE, ' data-letter-style="'), 'text/html');
    const page = document.createElement('div');
    page.append(...[...letter.body.childNodes].map((node) => document.adoptNode(node)));
    for (const node of page.querySelectorAll<HTMLElement>('[data-letter-style]')) {
      node.style.cssText = node.dataset.letterStyle ?? '';
      delete node.dataset.letterStyle;
    }
    root.replaceChildren(page);
    const stay = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('a')) event.preventDefault();
    };
    root.addEventListener('click', stay);
    return () => root.removeEventListener('click', stay);
  }, [html]);
  return <div ref={host} className="letter-preview" role="document" aria-label={title} />;
}
