import { MAIL_COPY } from '@trailside/domain/mail/mail.messages';
import { escapeHtml } from './escape-html';

/**
 * The one layout of every mail the school sends to families and staff (but the office's copy of an enquiry and
 * the reset link, which keep their own): written in MJML, which turns it into HTML that reads well in every mail
 * program and on a phone, beside a plain-text part made from the same blocks. No web fonts, no pictures but the
 * site's own, no tracking.
 */

/** One piece of a mail, top to bottom. */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  /** Words a family wrote (a reply), set apart. */
  | { kind: 'quote'; text: string }
  | { kind: 'button'; text: string; href: string }
  | { kind: 'picture'; src: string; alt: string; href?: string }
  /** A post, an event: a title (linked when it has an address), a line about it, a short text, a small picture. */
  | { kind: 'item'; title: string; href?: string; meta?: string; text?: string; picture?: { src: string; alt: string } }
  /** Small print, e.g. when a notice was posted. */
  | { kind: 'note'; text: string }
  | { kind: 'divider' };

/** Why the mail came, and the two links every mail but a reset or a verification carries. */
export interface MailFooter {
  why: string;
  preferencesUrl: string;
  unsubscribeUrl: string;
}

export interface MailDocument {
  subject: string;
  /** The line a mail program shows after the subject. */
  preheader: string;
  /** The school's name and address (site settings), at the top and the foot of every mail. */
  school: { schoolName: string; address: string };
  blocks: MailBlock[];
  footer?: MailFooter;
}

export interface RenderedMail {
  html: string;
  text: string;
}

const COLORS = { page: '#f4f1ea', card: '#ffffff', ink: '#24312a', soft: '#5b6b62', accent: '#2f6b4f', line: '#e3ddd0' };
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** In dark mode (Apple Mail, Outlook, Gmail's apps honour it) the page and card turn dark and the ink light. */
const DARK_MODE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page, .mail-page > table, .mail-page > div { background: #141c18 !important; }
  .mail-card, .mail-card > table, .mail-card td { background: #1e2a24 !important; }
  .mail-card div, .mail-card p, .mail-card td, .mail-card span, .mail-foot div { color: #e6eee8 !important; }
  .mail-card a, .mail-foot a { color: #9fd6b4 !important; }
  .mail-button a, .mail-button td { background: #9fd6b4 !important; color: #10251a !important; }
}`;

const attribute = (value: string) => escapeHtml(value);
/** Text with its line breaks kept. */
const paragraph = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function blockMjml(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<mj-text font-size="20px" font-weight="700" padding-top="18px">${escapeHtml(block.text)}</mj-text>`;
    case 'text':
      return `<mj-text>${paragraph(block.text)}</mj-text>`;
    case 'quote':
      return `<mj-text padding-left="28px" font-style="italic" color="${COLORS.soft}">“${paragraph(block.text)}”</mj-text>`;
    case 'button':
      return `<mj-button css-class="mail-button" href="${attribute(block.href)}" background-color="${COLORS.accent}" color="#ffffff" border-radius="6px" font-weight="600" align="left">${escapeHtml(block.text)}</mj-button>`;
    case 'picture':
      return `<mj-image src="${attribute(block.src)}" alt="${attribute(block.alt)}"${block.href ? ` href="${attribute(block.href)}"` : ''} border-radius="6px" />`;
    case 'item': {
      const title = block.href ? `<a href="${attribute(block.href)}">${escapeHtml(block.title)}</a>` : escapeHtml(block.title);
      const meta = block.meta ? `<br><span style="color:${COLORS.soft};font-size:14px">${escapeHtml(block.meta)}</span>` : '';
      const text = block.text ? `<br>${paragraph(block.text)}` : '';
      const picture = block.picture
        ? `<mj-image src="${attribute(block.picture.src)}" alt="${attribute(block.picture.alt)}"${block.href ? ` href="${attribute(block.href)}"` : ''} width="480px" border-radius="6px" padding-bottom="4px" />`
        : '';
      return `${picture}<mj-text padding-bottom="14px"><strong>${title}</strong>${meta}${text}</mj-text>`;
    }
    case 'note':
      return `<mj-text font-size="14px" color="${COLORS.soft}">${paragraph(block.text)}</mj-text>`;
    case 'divider':
      return `<mj-divider border-width="1px" border-color="${COLORS.line}" />`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `\n${block.text.toUpperCase()}\n`;
    case 'text':
    case 'note':
      return block.text;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
      return `${block.text}: ${block.href}`;
    case 'picture':
      // A picture says nothing in plain text; what it shows is in the block beside it.
      return '';
    case 'item':
      return [`* ${block.title}`, block.meta, block.text, block.href].filter(Boolean).join('\n  ');
    case 'divider':
      return '---';
  }
}

/**
 * The RFC 8058 headers of a mail one may leave: mail programs show an Unsubscribe button, and POST
 * `List-Unsubscribe=One-Click` to the address, with no sign-in and no page to open.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The mail as HTML (through MJML) and as plain text. Throws when MJML finds the layout broken: a bug, not a family's input. */
export async function renderMail(document: MailDocument): Promise<RenderedMail> {
  const { footer } = document;
  const footerMjml = footer
    ? `<mj-text font-size="13px" color="${COLORS.soft}">${escapeHtml(footer.why)}<br><a href="${attribute(footer.preferencesUrl)}">${escapeHtml(MAIL_COPY.footer.preferences)}</a> · <a href="${attribute(footer.unsubscribeUrl)}">${escapeHtml(MAIL_COPY.footer.unsubscribe)}</a></mj-text>`
    : '';
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(document.subject)}</mj-title>
    <mj-preview>${escapeHtml(document.preheader)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="1.55" color="${COLORS.ink}" />
    </mj-attributes>
    <mj-raw><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></mj-raw>
    <mj-style>${DARK_MODE}</mj-style>
    <mj-style inline="inline">a { color: ${COLORS.accent}; }</mj-style>
  </mj-head>
  <mj-body background-color="${COLORS.page}" css-class="mail-page" width="600px">
    <mj-section padding="20px 12px 8px">
      <mj-column><mj-text font-size="15px" font-weight="700" color="${COLORS.accent}" align="center">${escapeHtml(document.school.schoolName)}</mj-text></mj-column>
    </mj-section>
    <mj-section css-class="mail-card" background-color="${COLORS.card}" border-radius="8px" padding="16px 8px">
      <mj-column>${document.blocks.map(blockMjml).join('\n')}</mj-column>
    </mj-section>
    <mj-section css-class="mail-foot" padding="12px 12px 24px">
      <mj-column>
        ${footerMjml}
        <mj-text font-size="13px" color="${COLORS.soft}">${escapeHtml(MAIL_COPY.footer.privacy)}<br>${escapeHtml(document.school.schoolName)} · ${escapeHtml(document.school.address)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // MJML and what it brings (an HTML parser, a CSS inliner, a beautifier) take longer to load than the rest of
  // the mail code together: loaded with the first mail, so a server that has sent none starts without them.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', fonts: {}, keepComments: false });
  if (errors.length) throw new Error(`The mail layout is not valid MJML: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  const text = [
    document.school.schoolName,
    '',
    ...document.blocks.map(blockText).filter((line) => line !== ''),
    '',
    ...(footer ? ['--', footer.why, `${MAIL_COPY.footer.preferences}: ${footer.preferencesUrl}`, `${MAIL_COPY.footer.unsubscribe}: ${footer.unsubscribeUrl}`] : ['--']),
    MAIL_COPY.footer.privacy,
    `${document.school.schoolName} · ${document.school.address}`,
  ].join('\n');
  return { html, text };
}
