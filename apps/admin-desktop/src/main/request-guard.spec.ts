import { isAllowedRequest } from './request-guard';

const SERVER = 'http://192.168.1.20:3000';
const BUILT = 'file:///opt/console/resources/app.asar/out/renderer/index.html';
const DEV = 'http://localhost:5173';

describe('isAllowedRequest', () => {
  it.each([
    ['the chosen server', `${SERVER}/api/blogs`, BUILT],
    ['a picture on the chosen server', `${SERVER}/uploads/x-480.webp`, BUILT],
    ['the console’s own script', 'file:///opt/console/resources/app.asar/out/renderer/assets/index-abc.js', BUILT],
    ['a data: picture', 'data:image/png;base64,iVBORw0KGgo=', BUILT],
    ['a blob: preview', 'blob:file:///0f5c-4d2e', BUILT],
    ['the developer tools', 'devtools://devtools/bundled/inspector.html', BUILT],
    ['the dev server', `${DEV}/src/main.tsx`, DEV],
    ['the dev server’s hot-reload socket', 'ws://localhost:5173/', DEV],
  ])('should allow %s', (_name, url, appUrl) => {
    expect(isAllowedRequest(url, SERVER, appUrl)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example/steal?token=abc', BUILT],
    ['the server on another port', 'http://192.168.1.20:4000/api/blogs', BUILT],
    ['the server over another scheme', 'https://192.168.1.20:3000/api/blogs', BUILT],
    ['a file outside the console', 'file:///etc/passwd', BUILT],
    ['a file reached by climbing out', 'file:///opt/console/resources/app.asar/out/renderer/../../../secrets.json', BUILT],
    ['a file while the page comes from the dev server', 'file:///etc/passwd', DEV],
    ['a websocket elsewhere', 'wss://evil.example/', BUILT],
    ['another scheme', 'ftp://files.example/x', BUILT],
    ['nonsense', 'not a url', BUILT],
  ])('should refuse %s', (_name, url, appUrl) => {
    expect(isAllowedRequest(url, SERVER, appUrl)).toBe(false);
  });
});
