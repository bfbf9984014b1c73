import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHANNELS } from '../preload/console-api';

type Handler = (event: unknown, ...args: unknown[]) => unknown;
const handlers = new Map<string, Handler>();
const setBadgeCount = jest.fn();

class FakeNotification {
  static supported = true;
  static shown: FakeNotification[] = [];
  static isSupported = () => FakeNotification.supported;
  listeners = new Map<string, () => void>();
  constructor(readonly options: { title: string; body: string }) {}
  on(event: string, listener: () => void) {
    this.listeners.set(event, listener);
    return this;
  }
  show() {
    FakeNotification.shown.push(this);
  }
}

// Getters, because jest hoists this above the values it hands out.
jest.mock('electron', () => ({
  ipcMain: { handle: (channel: string, handler: Handler) => handlers.set(channel, handler) },
  app: {
    get setBadgeCount() {
      return setBadgeCount;
    },
  },
  get Notification() {
    return FakeNotification;
  },
  BrowserWindow: class {},
  shell: { openExternal: jest.fn() },
}));

import { registerConsoleHandlers } from './console-ipc';
import { createServerAddressStore } from './server-address-store';
import { createSessionVault } from './session-vault';

const APP_URL = 'file:///opt/console/out/renderer/index.html';

class FakeWindow {
  webContents = { send: jest.fn() };
  focused = true;
  minimized = false;
  setTitle = jest.fn();
  isFocused = () => this.focused;
  isDestroyed = () => false;
  isMinimized = () => this.minimized;
  restore = jest.fn();
  show = jest.fn();
  focus = jest.fn();
}

/** An invoke from a page: by default our window's top frame showing our page. */
function eventFrom(window: FakeWindow, frame: { url?: string; parent?: unknown } = {}) {
  return { sender: window.webContents, senderFrame: { url: frame.url ?? `${APP_URL}#/inbox`, parent: frame.parent ?? null } };
}

const sessionJson = JSON.stringify({ token: 'header.payload.signature', authUser: { accessLevel: 1 }, user: {} });

describe('the console IPC handlers', () => {
  let dir: string;
  let window: FakeWindow | null;
  const safeStorage = {
    available: true,
    isEncryptionAvailable: () => safeStorage.available,
    getSelectedStorageBackend: () => 'gnome_libsecret' as const,
    encryptString: (text: string) => Buffer.from(`sealed:${Buffer.from(text).toString('base64')}`),
    decryptString: (sealed: Buffer) => Buffer.from(sealed.toString().replace(/^sealed:/, ''), 'base64').toString(),
  };
  const sessionFile = () => join(dir, 'session.bin');

  function register() {
    handlers.clear();
    registerConsoleHandlers({
      getWindow: () => window as never,
      appUrl: APP_URL,
      serverAddress: createServerAddressStore(join(dir, 'server.json'), 'http://localhost:3000'),
      sessionVault: createSessionVault({ file: sessionFile(), safeStorage, platform: 'linux' }),
    });
  }

  /** Calls a channel the way ipcRenderer.invoke would, from our page unless another event is given. */
  async function invoke(channel: string, args: unknown[] = [], event: unknown = eventFrom(window!)) {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(event, ...args);
  }

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'console-ipc-'));
    window = new FakeWindow();
    safeStorage.available = true;
    FakeNotification.supported = true;
    FakeNotification.shown = [];
    setBadgeCount.mockClear();
    register();
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should handle exactly the invoked channels of the console API', () => {
    const { navigate, ...invoked } = CHANNELS;
    expect([...handlers.keys()].sort()).toEqual(Object.values(invoked).sort());
    expect(handlers.has(navigate)).toBe(false);
  });

  describe('refusing callers other than our page', () => {
    const foreignCallers: [string, () => unknown][] = [
      ['another window', () => eventFrom(new FakeWindow())],
      ['a frame inside our page', () => eventFrom(window!, { parent: {} })],
      ['our window showing another page', () => eventFrom(window!, { url: 'https://evil.example/' })],
      ['a destroyed frame', () => ({ sender: window!.webContents, senderFrame: null })],
    ];

    it.each(foreignCallers)('should refuse %s on every channel, changing nothing', async (_name, event) => {
      for (const channel of Object.values(CHANNELS).filter((name) => name !== CHANNELS.navigate)) {
        await expect(invoke(channel, [], event())).rejects.toThrow(/^Refused: .+ only for the console's own window$/);
      }
      await expect(invoke(CHANNELS.setServerUrl, ['https://evil.example'], event())).rejects.toThrow(/Refused/);
      await expect(invoke(CHANNELS.saveSession, [sessionJson], event())).rejects.toThrow(/Refused/);

      expect(await invoke(CHANNELS.getServerUrl)).toBe('http://localhost:3000');
      expect(existsSync(sessionFile())).toBe(false);
      expect(window!.setTitle).not.toHaveBeenCalled();
    });

    it('should refuse every call while no window is open', async () => {
      const ours = eventFrom(window!);
      window = null;

      await expect(invoke(CHANNELS.getServerUrl, [], ours)).rejects.toThrow(/Refused/);
    });
  });

  describe('the server address', () => {
    it('should start from the first-run default', async () => {
      expect(await invoke(CHANNELS.getServerUrl)).toBe('http://localhost:3000');
    });

    it('should remember the origin of an address chosen at sign-in, in userData, across restarts', async () => {
      expect(await invoke(CHANNELS.setServerUrl, ['http://192.168.1.20:3000/login'])).toBe('http://192.168.1.20:3000');

      expect(JSON.parse(readFileSync(join(dir, 'server.json'), 'utf8'))).toEqual({ serverUrl: 'http://192.168.1.20:3000' });
      register();
      expect(await invoke(CHANNELS.getServerUrl)).toBe('http://192.168.1.20:3000');
    });

    it.each([['file:///etc/passwd'], ['javascript:alert(1)'], [''], [42], [{ href: 'http://x' }]])(
      'should refuse %p and keep the address it had',
      async (value) => {
        await expect(invoke(CHANNELS.setServerUrl, [value])).rejects.toThrow(/server|address/);

        expect(await invoke(CHANNELS.getServerUrl)).toBe('http://localhost:3000');
        expect(existsSync(join(dir, 'server.json'))).toBe(false);
      },
    );
  });

  describe('the session', () => {
    it('should keep it encrypted with safeStorage where the system has a key store, and load it at the next start', async () => {
      await invoke(CHANNELS.saveSession, [sessionJson]);

      const onDisk = readFileSync(sessionFile());
      expect(onDisk.toString()).not.toContain('header.payload.signature');
      expect(safeStorage.decryptString(onDisk)).toBe(sessionJson);
      register();
      expect(await invoke(CHANNELS.loadSession)).toBe(sessionJson);
    });

    it('should forget it on sign-out, from memory and disk', async () => {
      await invoke(CHANNELS.saveSession, [sessionJson]);

      await invoke(CHANNELS.saveSession, [null]);

      expect(existsSync(sessionFile())).toBe(false);
      expect(await invoke(CHANNELS.loadSession)).toBeNull();
    });

    it('should keep it only in memory, writing nothing, where the system has no encryption', async () => {
      safeStorage.available = false;
      register();

      await invoke(CHANNELS.saveSession, [sessionJson]);

      expect(await invoke(CHANNELS.loadSession)).toBe(sessionJson);
      expect(existsSync(sessionFile())).toBe(false);
      register();
      expect(await invoke(CHANNELS.loadSession)).toBeNull();
    });

    it.each([
      ['a number', 42],
      ['text that is not JSON', 'token=abc'],
      ['JSON without a token', JSON.stringify({ user: {} })],
      ['an empty token', JSON.stringify({ token: '' })],
      ['an oversized text', JSON.stringify({ token: 'x'.repeat(70_000) })],
    ])('should refuse %s and keep what it had', async (_name, value) => {
      await invoke(CHANNELS.saveSession, [sessionJson]);

      await expect(invoke(CHANNELS.saveSession, [value])).rejects.toThrow(/^Refused: a session/);

      expect(await invoke(CHANNELS.loadSession)).toBe(sessionJson);
    });
  });

  describe('the pending count', () => {
    const platform = process.platform;
    afterEach(() => Object.defineProperty(process, 'platform', { value: platform }));

    it('should show the count in the window title and on the badge', async () => {
      Object.defineProperty(process, 'platform', { value: 'darwin' });

      await invoke(CHANNELS.setPendingCount, [12]);

      expect(window!.setTitle).toHaveBeenLastCalledWith('Trailside Staff Console — 12 pending');
      expect(setBadgeCount).toHaveBeenLastCalledWith(12);
    });

    it('should clear both when nothing is pending', async () => {
      Object.defineProperty(process, 'platform', { value: 'linux' });
      await invoke(CHANNELS.setPendingCount, [3]);

      await invoke(CHANNELS.setPendingCount, [0]);

      expect(window!.setTitle).toHaveBeenLastCalledWith('Trailside Staff Console');
      expect(setBadgeCount).toHaveBeenLastCalledWith(0);
    });

    it('should leave the badge alone on Windows, which has none', async () => {
      Object.defineProperty(process, 'platform', { value: 'win32' });

      await invoke(CHANNELS.setPendingCount, [4]);

      expect(window!.setTitle).toHaveBeenLastCalledWith('Trailside Staff Console — 4 pending');
      expect(setBadgeCount).not.toHaveBeenCalled();
    });

    it.each([[-1], [2.5], [NaN], [Infinity], [100_000], ['12'], [null]])('should refuse %p', async (count) => {
      await expect(invoke(CHANNELS.setPendingCount, [count])).rejects.toThrow(/^Refused: the pending count/);

      expect(window!.setTitle).not.toHaveBeenCalled();
      expect(setBadgeCount).not.toHaveBeenCalled();
    });
  });

  describe('notifications', () => {
    const notification = { title: 'New in the Inbox', body: '2 comments wait for approval', view: 'inbox' };

    it('should show nothing while the console is in front', async () => {
      await invoke(CHANNELS.notify, [notification]);

      expect(FakeNotification.shown).toEqual([]);
    });

    it('should show one while the console is in the background', async () => {
      window!.focused = false;

      await invoke(CHANNELS.notify, [notification]);

      expect(FakeNotification.shown).toHaveLength(1);
      expect(FakeNotification.shown[0].options).toEqual({ title: 'New in the Inbox', body: '2 comments wait for approval' });
    });

    it('should bring the console back on the view it names when clicked', async () => {
      window!.focused = false;
      window!.minimized = true;
      await invoke(CHANNELS.notify, [notification]);

      FakeNotification.shown[0].listeners.get('click')?.();

      expect(window!.restore).toHaveBeenCalled();
      expect(window!.focus).toHaveBeenCalled();
      expect(window!.webContents.send).toHaveBeenCalledWith(CHANNELS.navigate, 'inbox');
    });

    it('should show nothing where the system has no notifications', async () => {
      window!.focused = false;
      FakeNotification.supported = false;

      await invoke(CHANNELS.notify, [notification]);

      expect(FakeNotification.shown).toEqual([]);
    });

    it.each([
      ['no object', 'hello'],
      ['no title', { body: 'x' }],
      ['a blank title', { title: '  ', body: 'x' }],
      ['a body that is not text', { title: 'Hi', body: 3 }],
      ['a long body', { title: 'Hi', body: 'x'.repeat(501) }],
      ['an unknown view', { title: 'Hi', body: 'x', view: 'admin' }],
    ])('should refuse %s', async (_name, value) => {
      window!.focused = false;

      await expect(invoke(CHANNELS.notify, [value])).rejects.toThrow(/^Refused: a notification/);

      expect(FakeNotification.shown).toEqual([]);
    });
  });
});
