/**
 * Whether the renderer may load `url`. The page's Content-Security-Policy can only say "http and https",
 * because the server address is chosen at sign-in; this check, run by the main process on every request
 * (session.webRequest), narrows that to the one server the console is using now. The console's own files
 * load from the folder of its page, data: and blob: pictures and the developer tools pass, and nothing else.
 */
export function isAllowedRequest(url: string, serverOrigin: string, appUrl: string): boolean {
  let target: URL;
  let app: URL;
  try {
    target = new URL(url);
    app = new URL(appUrl);
  } catch {
    return false;
  }
  switch (target.protocol) {
    case 'http:':
    case 'https:':
    case 'ws:':
    case 'wss:':
      // In development the page itself comes from electron-vite's server, with its hot-reload socket.
      return target.origin === serverOrigin || (app.protocol !== 'file:' && target.host === app.host);
    case 'file:':
      return app.protocol === 'file:' && target.pathname.startsWith(app.pathname.slice(0, app.pathname.lastIndexOf('/') + 1));
    case 'data:':
    case 'blob:':
    case 'devtools:':
      return true;
    default:
      return false;
  }
}
