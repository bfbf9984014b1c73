import { BrowserWindow, shell, type BrowserWindowConstructorOptions, type WebContents } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { VERSION_SWITCH } from '../preload/console-api';

/** The window's title; the main process adds the pending count to it, the page's <title> never replaces it. */
export const APP_TITLE = 'Trailside Staff Console';

const RENDERER_FILE = join(__dirname, '../renderer/index.html');

/** The console's own page: electron-vite's dev server in development, the built file otherwise. */
export function rendererUrl(devServerUrl?: string): string {
  return devServerUrl ?? pathToFileURL(RENDERER_FILE).href;
}

interface MainWindowSettings {
  preloadPath: string;
  version: string;
}

/** Electron's security checklist, spelled out so a test can hold us to it. */
export function mainWindowOptions({ preloadPath, version }: MainWindowSettings): BrowserWindowConstructorOptions {
  return {
    width: 1100,
    height: 760,
    minWidth: 640,
    minHeight: 520,
    show: false,
    title: APP_TITLE,
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
      additionalArguments: [`${VERSION_SWITCH}${version}`],
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
  version: string;
  /** electron-vite's dev server in development; unset in a built app. */
  devServerUrl?: string;
}

export function createMainWindow({ version, devServerUrl }: CreateMainWindowOptions): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions({ preloadPath: join(__dirname, '../preload/index.js'), version }));
  guardNavigation(window.webContents, rendererUrl(devServerUrl));
  // The title belongs to the main process (it carries the pending count).
  window.on('page-title-updated', (event) => event.preventDefault());
  window.once('ready-to-show', () => window.show());
  if (devServerUrl) void window.loadURL(devServerUrl);
  else void window.loadFile(RENDERER_FILE);
  return window;
}
