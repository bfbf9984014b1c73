/** Short links only ever lead to web pages: javascript:, data:, file: and the like are refused. */
export function isHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

/** Codes are random base62; seven characters give 62^7 (about 3.5 trillion) possibilities. */
export const SHORT_CODE_LENGTH = 7;
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{7,32}$/;

export function isShortCode(code: string): boolean {
  return SHORT_CODE_PATTERN.test(code);
}

/** The address a short code answers on, e.g. https://school.example/s/aB3dE9x. */
export function shortUrlOf(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/$/, '')}/s/${code}`;
}
