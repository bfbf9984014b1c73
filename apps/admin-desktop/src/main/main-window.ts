import { BrowserWindow, shell, type BrowserWindowConstructorOptions, type WebContents } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_URL_SWITCH, VERSION_SWITCH } from '../preload/console-api';

interface MainWindowSettings {
  preloadPath: string;
  apiUrl: string;
  version: string;
}

/** Electron's security checklist, spelled out so a test can hold us to it. */
export function mainWindowOptions({ preloadPath, apiUrl, version }: MainWindowSettings): BrowserWindowConstructorOptions {
  return {
    width: 1100,
    height: 760,
    minWidth: 640,
    minHeight: 520,
    show: false,
    title: 'Trailside Staff Console',
    backgroundColor: '#fbf8f1',
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      additionalArguments: [`${API_URL_SWITCH}${apiUrl}`, `${VERSION_SWITCH}${version}`],
    },
  };
}

function isHttp(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The console's own page: the same file in production, the same dev-server origin in development. */
export function isAppUrl(url: string, appUrl: string): boolean {
  try {
    const target = new URL(url);
    const app = new URL(appUrl);
    return app.protocol === 'file:' ? target.protocol === 'file:' && target.pathname === app.pathname : target.origin === app.origin;
  } catch {
    return false;
  }
}

/**
 * The console never shows remote content: navigating away from its own page is cancelled, new windows
 * are refused, and web links (only http and https) open in the system browser instead.
 */
export function guardNavigation(contents: WebContents, appUrl: string): void {
  contents.on('will-navigate', (event) => {
    if (isAppUrl(event.url, appUrl)) return;
    event.preventDefault();
    if (isHttp(event.url)) void shell.openExternal(event.url);
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isHttp(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

interface CreateMainWindowOptions {
  apiUrl: string;
  version: string;
  /** electron-vite's dev server in development; unset in a built app. */
  devServerUrl?: string;
}

export function createMainWindow({ apiUrl, version, devServerUrl }: CreateMainWindowOptions): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions({ preloadPath: join(__dirname, '../preload/index.js'), apiUrl, version }));
  const rendererFile = join(__dirname, '../renderer/index.html');
  const appUrl = devServerUrl ?? pathToFileURL(rendererFile).href;
  guardNavigation(window.webContents, appUrl);
  window.once('ready-to-show', () => window.show());
  if (devServerUrl) void window.loadURL(devServerUrl);
  else void window.loadFile(rendererFile);
  return window;
}
