import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHANNELS, VERSION_SWITCH } from '../preload/console-api';

type Listener = (...args: unknown[]) => void;
type RequestListener = (details: { url: string }, callback: (response: { cancel: boolean }) => void) => void;

class FakeWindow {
  webContents = { on: jest.fn(), setWindowOpenHandler: jest.fn(), send: jest.fn() };
  listeners = new Map<string, Listener>();
  once = jest.fn();
  on = jest.fn((event: string, listener: Listener) => this.listeners.set(event, listener));
  loadFile = jest.fn().mockResolvedValue(undefined);
  loadURL = jest.fn().mockResolvedValue(undefined);
  constructor(readonly options: BrowserWindowConstructorOptions) {
    windows.push(this);
  }
}

const windows: FakeWindow[] = [];
const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
const appListeners = new Map<string, () => void>();
let permissionHandler: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | undefined;
let permissionCheck: ((contents: unknown, permission: string) => boolean) | undefined;
let requestListener: RequestListener | undefined;
let menuTemplate: MenuItemConstructorOptions[] = [];
let userData = '';

const app = {
  enableSandbox: jest.fn(),
  commandLine: { appendSwitch: jest.fn() },
  whenReady: jest.fn(() => Promise.resolve()),
  on: jest.fn((event: string, listener: () => void) => appListeners.set(event, listener)),
  getVersion: jest.fn(() => '0.1.0'),
  getPath: jest.fn(() => userData),
  isPackaged: true,
  quit: jest.fn(),
  setBadgeCount: jest.fn(),
};
const showErrorBox = jest.fn();

jest.mock('electron', () => ({
  app,
  dialog: { showErrorBox },
  ipcMain: { handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => handlers.set(channel, handler) },
  Menu: {
    buildFromTemplate: (template: MenuItemConstructorOptions[]) => (menuTemplate = template),
    setApplicationMenu: jest.fn(),
  },
  Notification: { isSupported: () => false },
  safeStorage: {
    isEncryptionAvailable: () => false,
    getSelectedStorageBackend: () => 'basic_text',
    encryptString: jest.fn(),
    decryptString: jest.fn(),
  },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (handler: typeof permissionHandler) => (permissionHandler = handler),
      setPermissionCheckHandler: (handler: typeof permissionCheck) => (permissionCheck = handler),
      webRequest: { onBeforeRequest: (listener: RequestListener) => (requestListener = listener) },
    },
  },
  shell: { openExternal: jest.fn() },
  get BrowserWindow() {
    return Object.assign(FakeWindow, { getAllWindows: () => windows });
  },
}));

async function startApp(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  jest.isolateModules(() => {
    require('./index');
  });
  await new Promise((resolve) => setImmediate(resolve));
  process.env = saved;
}

/** An invoke from the window's own page, the way the preload script sends it. */
function fromOurPage(window: FakeWindow) {
  const url = pathToFileURL(window.loadFile.mock.calls[0][0]).href;
  return { sender: window.webContents, senderFrame: { url, parent: null } };
}

function cancels(url: string): boolean {
  let cancel: boolean | undefined;
  requestListener?.({ url }, (response) => (cancel = response.cancel));
  return cancel!;
}

describe('the console app', () => {
  beforeEach(() => {
    windows.length = 0;
    handlers.clear();
    appListeners.clear();
    permissionHandler = undefined;
    permissionCheck = undefined;
    requestListener = undefined;
    menuTemplate = [];
    userData = mkdtempSync(join(tmpdir(), 'console-user-data-'));
    jest.clearAllMocks();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => rmSync(userData, { recursive: true, force: true }));

  it('should sandbox every renderer and open one secure window that knows its version', async () => {
    await startApp({});

    expect(app.enableSandbox).toHaveBeenCalled();
    expect(windows).toHaveLength(1);
    expect(windows[0].options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(windows[0].options.webPreferences?.additionalArguments).toEqual([`${VERSION_SWITCH}0.1.0`]);
  });

  it('should draw date boxes day-first (en-GB), as the console writes its dates, not as a US install would', async () => {
    await startApp({});

    expect(app.commandLine.appendSwitch).toHaveBeenCalledWith('lang', 'en-GB');
  });

  it('should say at start when this computer cannot keep a session encrypted', async () => {
    await startApp({});

    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('sign in again each time'));
  });

  it('should start from SCHOOL_API_URL on a first run', async () => {
    await startApp({ SCHOOL_API_URL: 'https://api.trailside.example/' });

    expect(await handlers.get(CHANNELS.getServerUrl)?.(fromOurPage(windows[0]))).toBe('https://api.trailside.example');
  });

  it.each(['media', 'geolocation', 'notifications', 'clipboard-read'])('should refuse the %s permission', async (permission) => {
    await startApp({});
    const callback = jest.fn();

    permissionHandler?.({}, permission, callback);

    expect(callback).toHaveBeenCalledWith(false);
    expect(permissionCheck?.({}, permission)).toBe(false);
  });

  it('should let the page reach only the server it is using, following the address chosen at sign-in', async () => {
    await startApp({ SCHOOL_API_URL: 'http://localhost:3000' });

    expect(cancels('http://localhost:3000/api/auth/login')).toBe(false);
    expect(cancels('https://tracker.example/pixel.gif')).toBe(true);
    expect(cancels('http://192.168.1.20:3000/api/auth/login')).toBe(true);

    await handlers.get(CHANNELS.setServerUrl)?.(fromOurPage(windows[0]), 'http://192.168.1.20:3000');

    expect(cancels('http://192.168.1.20:3000/api/auth/login')).toBe(false);
    expect(cancels('http://localhost:3000/api/auth/login')).toBe(true);
  });

  it('should send the view a menu accelerator names to the window', async () => {
    await startApp({});
    const view = menuTemplate.find((menu) => menu.label === 'View')?.submenu as MenuItemConstructorOptions[];
    const people = view.find((item) => item.accelerator === 'CmdOrCtrl+4');

    (people?.click as () => void)();

    expect(windows[0].webContents.send).toHaveBeenCalledWith(CHANNELS.navigate, 'people');
  });

  it('should refuse calls from a window that has been closed', async () => {
    await startApp({});
    const closed = windows[0];
    closed.listeners.get('closed')?.();

    await expect(async () => handlers.get(CHANNELS.getServerUrl)?.(fromOurPage(closed))).rejects.toThrow(/Refused/);
  });

  it('should explain a bad SCHOOL_API_URL and quit instead of opening a window', async () => {
    await startApp({ SCHOOL_API_URL: 'ftp://files.example' });

    expect(showErrorBox).toHaveBeenCalledWith('Trailside Staff Console', expect.stringContaining('SCHOOL_API_URL'));
    expect(app.quit).toHaveBeenCalled();
    expect(windows).toHaveLength(0);
  });
});
