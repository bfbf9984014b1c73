/** Undoes quoted-printable encoding, which mail uses to wrap long lines such as links. */
export function decodeQuotedPrintable(text) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** Quoted-printable as bytes, read as UTF-8 (a letter's "·" is two bytes). */
const quotedPrintableText = (text) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words in a header ("=?UTF-8?Q?...?=") as text. */
function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_match, _charset, encoding, text) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintableText(text.replace(/_/g, ' ')),
  );
}

function splitHead(raw) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function partsOf(raw, found) {
  const { headers, body } = splitHead(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      partsOf(part.replace(/^\r?\n/, ''), found);
    }
    return;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const disposition = headers['content-disposition'] ?? '';
  if (/^attachment/i.test(disposition)) {
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
    const content = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'utf8');
    found.attachments.push({ filename: decodeWords(filename), contentType: type.split(';')[0].trim().toLowerCase(), content });
    return;
  }
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? quotedPrintableText(body) : body;
  if (/^text\/html/i.test(type)) found.html ??= text;
  else if (/^text\/plain/i.test(type)) found.text ??= text;
  else if (/^text\/calendar/i.test(type)) found.calendar ??= text;
}

/** A mail as a test reads it: its header fields (lower-case names, unfolded), subject, text part, HTML part, calendar invitation and attachments. */
export function parseMail(raw) {
  const { headers } = splitHead(raw);
  const found = { attachments: [] };
  partsOf(raw, found);
  return { headers, subject: decodeWords(headers.subject ?? ''), to: headers.to ?? '', text: found.text ?? '', html: found.html ?? '', calendar: found.calendar ?? '', attachments: found.attachments };
}

/** Every address a mail's HTML would fetch by itself: pictures, backgrounds, style sheets, fonts. */
export function fetchedAddresses(html) {
  const addresses = [];
  for (const pattern of [/<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi, /\bbackground\s*=\s*["']([^"']+)["']/gi, /<link\b[^>]*?\bhref\s*=\s*["']([^"']+)["']/gi, /url\(\s*["']?([^"')]+)["']?\s*\)/gi, /@import\s+["']([^"']+)["']/gi]) {
    for (const match of html.matchAll(pattern)) addresses.push(match[1].replace(/&amp;/g, '&'));
  }
  return addresses;
}

/**
 * What the school promises of every mail it sends (issue 26), as problems found in one raw mail:
 * - all but the exempt ones (a verification link, a password reset) carry an https List-Unsubscribe and
 *   `List-Unsubscribe-Post: List-Unsubscribe=One-Click`;
 * - nothing in its HTML is fetched from anywhere but the site's own address (`siteOrigin`): no tracking pixel, no
 *   web font, no picture host.
 */
export function mailRuleProblems(raw, { siteOrigin, exempt = false }) {
  const mail = parseMail(raw);
  const problems = [];
  const label = `"${mail.subject}" to ${mail.to}`;
  if (!exempt) {
    const unsubscribe = /^<(https:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    if (!unsubscribe) problems.push(`${label} has no https List-Unsubscribe (it has ${JSON.stringify(mail.headers['list-unsubscribe'] ?? null)})`);
    if (mail.headers['list-unsubscribe-post'] !== 'List-Unsubscribe=One-Click') problems.push(`${label} has no List-Unsubscribe-Post: List-Unsubscribe=One-Click`);
  }
  for (const address of fetchedAddresses(mail.html)) {
    let origin;
    try {
      origin = new URL(address).origin;
    } catch {
      origin = null;
    }
    if (origin !== siteOrigin) problems.push(`${label} fetches ${address}, not from the site's own ${siteOrigin}`);
  }
  return problems;
}
