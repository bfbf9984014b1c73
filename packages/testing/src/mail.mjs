/** Undoes quoted-printable encoding, which mail uses to wrap long lines such as links. */
export function decodeQuotedPrintable(text) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex) => String.fromCharCode(parseInt(hex, 16)));
}
