/** The browsers and systems a session's device is named by, checked in order (Edge and Opera say Chrome too). */
const BROWSERS: readonly [RegExp, string][] = [
  [/TrailsideStaffConsole|Electron\//, 'Staff console'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** How a session's device reads in "Where you are signed in": "Firefox on Windows", or a plain fallback. */
export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'An unknown device';
}

/** A session's last use is written at most this often, so browsing costs no write per request. */
export const SESSION_TOUCH_MINUTES = 5;
