import { app, ipcMain, Notification, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { CHANNELS, isConsoleView, type ConsoleNotification } from '../preload/console-api';
import { APP_TITLE, isAppUrl } from './main-window';
import type { ServerAddressStore } from './server-address-store';
import type { SessionVault } from './session-vault';

const MAX_SESSION_CHARS = 64 * 1024;
const MAX_PENDING_COUNT = 99_999;
const MAX_TITLE_CHARS = 120;
const MAX_BODY_CHARS = 500;

interface ConsoleIpcOptions {
  /** The console window, or null while none is open. */
  getWindow: () => BrowserWindow | null;
  /** The renderer's own page (file:// in a built app); a request from anywhere else is refused. */
  appUrl: string;
  serverAddress: ServerAddressStore;
  sessionVault: SessionVault;
}

function refuse(what: string): never {
  throw new Error(`Refused: ${what}`);
}

/** Only the top frame of our own window, showing our own page, may call the main process. */
function isOurPage(event: IpcMainInvokeEvent, window: BrowserWindow, appUrl: string): boolean {
  const frame = event.senderFrame;
  return event.sender === window.webContents && frame !== null && frame.parent === null && isAppUrl(frame.url, appUrl);
}

function checkSession(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || value.length > MAX_SESSION_CHARS) refuse('a session must be a JSON text or null');
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    refuse('a session must be a JSON text or null');
  }
  const token = (parsed as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '') refuse('a session must carry its token');
  return value;
}

function checkCount(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_PENDING_COUNT) {
    refuse(`the pending count must be a whole number from 0 to ${MAX_PENDING_COUNT}`);
  }
  return value;
}

function checkText(value: unknown, name: string, max: number, required: boolean): string {
  if (typeof value !== 'string' || value.length > max || (required && value.trim() === '')) {
    refuse(`a notification's ${name} must be text of at most ${max} characters`);
  }
  return value;
}

function checkNotification(value: unknown): ConsoleNotification {
  if (typeof value !== 'object' || value === null) refuse('a notification must be { title, body, view? }');
  const { title, body, view } = value as Record<string, unknown>;
  if (view !== undefined && !isConsoleView(view)) refuse(`a notification's view must be one of the console's views`);
  return {
    title: checkText(title, 'title', MAX_TITLE_CHARS, true),
    body: checkText(body, 'body', MAX_BODY_CHARS, false),
    view,
  };
}

/** "Trailside Staff Console — 12 pending" in the title, and 12 on the dock or launcher icon where there is one. */
function showPendingCount(window: BrowserWindow, count: number): void {
  window.setTitle(count > 0 ? `${APP_TITLE} — ${count} pending` : APP_TITLE);
  // Electron draws badges on macOS and Linux launchers only.
  if (process.platform === 'darwin' || process.platform === 'linux') app.setBadgeCount(count);
}

/** Shown notifications, kept until clicked or closed so their click handler is not garbage-collected. */
const shown = new Set<Notification>();

/** Someone looking at the console needs no notification; one working elsewhere gets one that brings it back. */
function notifyInBackground(window: BrowserWindow, { title, body, view }: ConsoleNotification): void {
  if (window.isFocused() || !Notification.isSupported()) return;
  const notification = new Notification({ title, body });
  shown.add(notification);
  notification.on('close', () => shown.delete(notification));
  notification.on('click', () => {
    shown.delete(notification);
    if (window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    if (view) window.webContents.send(CHANNELS.navigate, view);
  });
  notification.show();
}

/**
 * The main-process side of ConsoleApi (src/preload/console-api.ts). Each handler first checks that the
 * caller is our window's page, then every argument: the renderer is never trusted.
 */
export function registerConsoleHandlers({ getWindow, appUrl, serverAddress, sessionVault }: ConsoleIpcOptions): void {
  const handle = (channel: string, handler: (window: BrowserWindow, ...args: unknown[]) => unknown) =>
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      const window = getWindow();
      if (!window || !isOurPage(event, window, appUrl)) refuse(`${channel} is only for the console's own window`);
      return handler(window, ...args);
    });

  handle(CHANNELS.getServerUrl, () => serverAddress.get());
  handle(CHANNELS.setServerUrl, (_window, url) => serverAddress.set(url));
  handle(CHANNELS.loadSession, () => sessionVault.load());
  handle(CHANNELS.saveSession, (_window, session) => sessionVault.save(checkSession(session)));
  handle(CHANNELS.setPendingCount, (window, count) => showPendingCount(window, checkCount(count)));
  handle(CHANNELS.notify, (window, notification) => notifyInBackground(window, checkNotification(notification)));
}
